-- test/accuracy/siafi.sql: Brazilian federal spending in the style of the Portal da Transparência
-- open data (SIAFI's budget execution: empenho, liquidação, pagamento, and convênios) as loaded into
-- PostgreSQL with Portuguese names, written for issue 16 as a held-out check (tenth round):
-- committed with its truth (siafi_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; prefixes cod_ (codes), num_ (document numbers), dt_, vl_,
-- id_ (surrogate ids); singular Portuguese table names without accents. Nearly every key is a text
-- code of digits with a fixed width, and the widths overlap: uf.cod_uf '11'..'53', funcao
-- '01'..'28', elemento_despesa '01'..'99', modalidade_aplicacao '20'..'99', grupo_despesa '1'..'6',
-- categoria_economica '3' / '4', subfuncao '031'..'847', programa '0032' / '5011', acao '20TP' /
-- '2000' / '0E36', orgao '26000' (superior) / '26232' (subordinate), gestao '00001' (Tesouro)
-- or the autarchy's own orgao code, unidade_gestora.cod_ug '153038', municipio.cod_ibge seven
-- digits ('2927408') beside municipio.cod_siafi, the 4-digit SIAFI code convenio refers to,
-- natureza_despesa '33903900' (categoria, grupo, modalidade, elemento, subelemento in one code).
-- Document numbers are natural keys beside surrogate ids: empenho.num_empenho
-- '153038152322023NE000123' (UG, gestao, year, kind, sequence) is what liquidacao and
-- pagamento_empenho reference, and a reinforcement or annulment points at its original empenho by
-- num_empenho_original. favorecido.cod_favorecido mixes a CNPJ of 14 digits, a CPF masked as the
-- Portal masks it ('***.456.789-**'), a UG's own 6-digit code (every UG is a creditor: payroll is
-- committed to the UG itself) and a generic 'EX' inscription. The loader declared the foreign keys
-- of the cod_ dimension columns and of the execution stages (liquidacao.num_empenho,
-- pagamento_empenho); it declared none for the copies the Portal files carry beside them
-- (unidade_gestora / favorecido / convenio.sigla_uf, empenho.cod_orgao_superior and
-- cod_elemento_despesa) nor for links between facts (empenho.num_convenio, num_empenho_original,
-- convenio.cnpj_convenente): undeclared truths. cod_fonte_recurso, cod_esfera and
-- cod_plano_orcamentario are codes of no table here: no reference. Skewed: a few UGs, actions and
-- companies carry most of the spending; transfers (modalidade 40 / 41) go to municipalities.
-- Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.26000);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;

CREATE TABLE uf (
  sigla_uf char(2) PRIMARY KEY, cod_uf char(2) NOT NULL UNIQUE, nome_uf varchar(40) NOT NULL, regiao varchar(15) NOT NULL);
INSERT INTO uf VALUES
  ('RO', '11', 'Rondonia', 'Norte'), ('AC', '12', 'Acre', 'Norte'), ('AM', '13', 'Amazonas', 'Norte'),
  ('RR', '14', 'Roraima', 'Norte'), ('PA', '15', 'Para', 'Norte'), ('AP', '16', 'Amapa', 'Norte'),
  ('TO', '17', 'Tocantins', 'Norte'), ('MA', '21', 'Maranhao', 'Nordeste'), ('PI', '22', 'Piaui', 'Nordeste'),
  ('CE', '23', 'Ceara', 'Nordeste'), ('RN', '24', 'Rio Grande do Norte', 'Nordeste'), ('PB', '25', 'Paraiba', 'Nordeste'),
  ('PE', '26', 'Pernambuco', 'Nordeste'), ('AL', '27', 'Alagoas', 'Nordeste'), ('SE', '28', 'Sergipe', 'Nordeste'),
  ('BA', '29', 'Bahia', 'Nordeste'), ('MG', '31', 'Minas Gerais', 'Sudeste'), ('ES', '32', 'Espirito Santo', 'Sudeste'),
  ('RJ', '33', 'Rio de Janeiro', 'Sudeste'), ('SP', '35', 'Sao Paulo', 'Sudeste'), ('PR', '41', 'Parana', 'Sul'),
  ('SC', '42', 'Santa Catarina', 'Sul'), ('RS', '43', 'Rio Grande do Sul', 'Sul'), ('MS', '50', 'Mato Grosso do Sul', 'Centro-Oeste'),
  ('MT', '51', 'Mato Grosso', 'Centro-Oeste'), ('GO', '52', 'Goias', 'Centro-Oeste'), ('DF', '53', 'Distrito Federal', 'Centro-Oeste');

-- municipalities: the capital first in each state, more in the big states
CREATE TABLE municipio (
  cod_ibge char(7) PRIMARY KEY, cod_siafi char(4) NOT NULL UNIQUE, nome_municipio varchar(60) NOT NULL,
  sigla_uf char(2) NOT NULL REFERENCES uf, capital boolean NOT NULL);
INSERT INTO municipio
SELECT cod_ibge, lpad(((row_number() OVER (ORDER BY cod_ibge) * 397) % 9973)::text, 4, '0'), nome, sigla_uf, j = 1
  FROM (SELECT u.cod_uf || lpad((j * 47 + (u.cod_uf::int * 13) % 40)::text, 4, '0') || ((j * 7 + u.cod_uf::int) % 10)::text AS cod_ibge,
               CASE WHEN j = 1 THEN (ARRAY['Porto Velho', 'Rio Branco', 'Manaus', 'Boa Vista', 'Belem', 'Macapa', 'Palmas',
                                           'Sao Luis', 'Teresina', 'Fortaleza', 'Natal', 'Joao Pessoa', 'Recife', 'Maceio',
                                           'Aracaju', 'Salvador', 'Belo Horizonte', 'Vitoria', 'Rio de Janeiro', 'Sao Paulo',
                                           'Curitiba', 'Florianopolis', 'Porto Alegre', 'Campo Grande', 'Cuiaba', 'Goiania',
                                           'Brasilia'])[u.k]
                    ELSE (ARRAY['Santa ', 'Sao ', 'Nova ', 'Bom ', 'Porto ', 'Campo ', 'Vila ', 'Alto '])[1 + j % 8]
                         || (ARRAY['Rita', 'Jose', 'Esperanca', 'Jardim', 'Alegre', 'Verde', 'Bela', 'Paraiso', 'Cruz',
                                   'Luzia', 'Vista', 'Horizonte'])[1 + (j * 5 + u.k) % 12] || ' ' || j END AS nome,
               u.sigla_uf, j
          FROM (SELECT row_number() OVER (ORDER BY cod_uf) AS k, * FROM uf) u,
               generate_series(1, CASE u.sigla_uf WHEN 'DF' THEN 1 WHEN 'SP' THEN 80 WHEN 'MG' THEN 80 WHEN 'BA' THEN 50
                                                   WHEN 'RS' THEN 45 WHEN 'PR' THEN 40 WHEN 'RJ' THEN 25 ELSE 20 END) j) x
 ORDER BY cod_ibge;

CREATE TABLE orgao (
  cod_orgao char(5) PRIMARY KEY, nome_orgao varchar(120) NOT NULL, sigla_orgao varchar(20),
  cod_orgao_superior char(5) REFERENCES orgao, natureza_juridica varchar(40) NOT NULL);
INSERT INTO orgao VALUES
  ('20000', 'Presidencia da Republica', 'PR', NULL, 'Administracao Direta'),
  ('22000', 'Ministerio da Agricultura, Pecuaria e Abastecimento', 'MAPA', NULL, 'Administracao Direta'),
  ('24000', 'Ministerio da Ciencia, Tecnologia e Inovacao', 'MCTI', NULL, 'Administracao Direta'),
  ('25000', 'Ministerio da Fazenda', 'MF', NULL, 'Administracao Direta'),
  ('26000', 'Ministerio da Educacao', 'MEC', NULL, 'Administracao Direta'),
  ('30000', 'Ministerio da Justica e Seguranca Publica', 'MJSP', NULL, 'Administracao Direta'),
  ('32000', 'Ministerio de Minas e Energia', 'MME', NULL, 'Administracao Direta'),
  ('36000', 'Ministerio da Saude', 'MS', NULL, 'Administracao Direta'),
  ('39000', 'Ministerio dos Transportes', 'MT', NULL, 'Administracao Direta'),
  ('52000', 'Ministerio da Defesa', 'MD', NULL, 'Administracao Direta'),
  ('53000', 'Ministerio da Integracao e do Desenvolvimento Regional', 'MIDR', NULL, 'Administracao Direta'),
  ('55000', 'Ministerio do Desenvolvimento e Assistencia Social', 'MDS', NULL, 'Administracao Direta');
INSERT INTO orgao
SELECT s || lpad(n::text, 3, '0'),
       CASE WHEN n = 101 THEN o.nome_orgao || ' - Unidades com vinculacao direta'
            WHEN s = '26' AND n >= 230 AND n < 290 THEN 'Universidade Federal ' || n
            WHEN s = '26' AND n >= 400 THEN 'Instituto Federal ' || n
            WHEN s = '52' THEN (ARRAY['Comando da Aeronautica', 'Comando do Exercito', 'Comando da Marinha', 'Fundo Naval'])[1 + n % 4] || ' ' || n
            ELSE (ARRAY['Fundacao ', 'Agencia Nacional ', 'Instituto Nacional ', 'Fundo Nacional '])[1 + n % 4] || n END,
       CASE WHEN n = 101 THEN o.sigla_orgao ELSE o.sigla_orgao || '-' || n END, o.cod_orgao,
       CASE WHEN n = 101 THEN 'Administracao Direta' WHEN n % 4 = 0 THEN 'Fundacao Publica' ELSE 'Autarquia' END
  FROM orgao o
  JOIN (VALUES ('20', ARRAY[101, 113, 114]), ('22', ARRAY[101, 201, 202, 211]), ('24', ARRAY[101, 201, 205, 208]),
               ('25', ARRAY[101, 201, 202]), ('26', ARRAY[101, 232, 233, 234, 236, 238, 239, 240, 241, 244, 247, 249, 251, 254,
                                                           256, 261, 262, 263, 266, 270, 273, 275, 290, 291, 298, 402, 405, 408, 411, 415, 418, 422]),
               ('30', ARRAY[101, 107, 108, 202]), ('32', ARRAY[101, 263, 265, 266]), ('36', ARRAY[101, 201, 211, 212, 213, 901]),
               ('39', ARRAY[101, 252, 253]), ('52', ARRAY[101, 111, 121, 131, 901]), ('53', ARRAY[101, 201, 203, 204]),
               ('55', ARRAY[101, 901])) v(s, ns) ON o.cod_orgao = v.s || '000'
 CROSS JOIN LATERAL unnest(v.ns) n
 ORDER BY 1;

-- gestao: the Treasury's 00001 for direct administration, an autarchy's own orgao code for the others
CREATE TABLE gestao (cod_gestao char(5) PRIMARY KEY, nome_gestao varchar(120) NOT NULL);
INSERT INTO gestao
SELECT '00001', 'Tesouro Nacional'
UNION ALL
SELECT cod_orgao, nome_orgao FROM orgao WHERE cod_orgao_superior IS NOT NULL AND cod_orgao NOT LIKE '__101'
 ORDER BY 1;

CREATE TABLE unidade_gestora (
  cod_ug char(6) PRIMARY KEY, nome_ug varchar(120) NOT NULL, cod_orgao char(5) NOT NULL REFERENCES orgao,
  cod_gestao char(5) NOT NULL REFERENCES gestao, cod_municipio char(7) REFERENCES municipio, sigla_uf char(2));
CREATE TEMP TABLE mun AS SELECT row_number() OVER (ORDER BY md5(cod_ibge)) AS k, cod_ibge, cod_siafi, sigla_uf, nome_municipio FROM municipio;
INSERT INTO unidade_gestora
SELECT lpad((110000 + (row_number() OVER (ORDER BY o.cod_orgao, j) * 1571) % 880000)::text, 6, '0'),
       upper(CASE WHEN j = 1 THEN o.nome_orgao ELSE coalesce(o.sigla_orgao, '') || ' - ' ||
             (ARRAY['Coordenacao-Geral de Logistica', 'Hospital Universitario', 'Superintendencia Regional', 'Campus',
                    'Delegacia', 'Nucleo Estadual', 'Escritorio Regional'])[1 + j % 7] || ' ' || j END),
       o.cod_orgao, CASE WHEN o.cod_orgao LIKE '__101' THEN '00001' ELSE o.cod_orgao END,
       CASE WHEN j = 1 AND o.cod_orgao LIKE '__101' THEN (SELECT cod_ibge FROM municipio WHERE sigla_uf = 'DF')
            ELSE m.cod_ibge END,
       NULL
  FROM orgao o
 CROSS JOIN LATERAL generate_series(1, CASE WHEN o.cod_orgao LIKE '__101' THEN 12 WHEN o.cod_orgao LIKE '26%' THEN 7 ELSE 4 END) j
  LEFT JOIN mun m ON m.k = 1 + (hashtext(o.cod_orgao || j) & 1023) % (SELECT count(*) FROM mun)
 WHERE o.cod_orgao_superior IS NOT NULL
 ORDER BY 1;
UPDATE unidade_gestora u SET sigla_uf = m.sigla_uf FROM municipio m WHERE m.cod_ibge = u.cod_municipio;

CREATE TABLE funcao (cod_funcao char(2) PRIMARY KEY, nome_funcao varchar(60) NOT NULL);
INSERT INTO funcao
SELECT lpad(i::text, 2, '0'), (ARRAY['Legislativa', 'Judiciaria', 'Essencial a Justica', 'Administracao', 'Defesa Nacional',
       'Seguranca Publica', 'Relacoes Exteriores', 'Assistencia Social', 'Previdencia Social', 'Saude', 'Trabalho', 'Educacao',
       'Cultura', 'Direitos da Cidadania', 'Urbanismo', 'Habitacao', 'Saneamento', 'Gestao Ambiental', 'Ciencia e Tecnologia',
       'Agricultura', 'Organizacao Agraria', 'Industria', 'Comercio e Servicos', 'Comunicacoes', 'Energia', 'Transporte',
       'Desporto e Lazer', 'Encargos Especiais'])[i]
  FROM generate_series(1, 28) i;

CREATE TABLE subfuncao (cod_subfuncao char(3) PRIMARY KEY, nome_subfuncao varchar(80) NOT NULL);
INSERT INTO subfuncao
SELECT c, 'Subfuncao ' || c
  FROM unnest(ARRAY['031', '032', '061', '062', '091', '092', '121', '122', '123', '124', '125', '126', '127', '128', '131',
                    '151', '153', '181', '182', '183', '211', '212', '241', '242', '243', '244', '272', '273', '274', '301',
                    '302', '303', '304', '305', '306', '331', '332', '333', '334', '361', '362', '363', '364', '365', '366',
                    '367', '368', '391', '392', '421', '422', '423', '451', '452', '453', '511', '512', '541', '542', '543',
                    '544', '545', '571', '572', '573', '601', '602', '605', '606', '608', '609', '631', '661', '662', '663',
                    '664', '665', '691', '692', '693', '694', '695', '721', '722', '751', '752', '753', '781', '782', '783',
                    '784', '785', '811', '812', '813', '841', '842', '843', '844', '845', '846', '847']) c;
UPDATE subfuncao SET nome_subfuncao = v.n FROM (VALUES ('122', 'Administracao Geral'), ('301', 'Atencao Basica'),
  ('302', 'Assistencia Hospitalar e Ambulatorial'), ('364', 'Ensino Superior'), ('361', 'Ensino Fundamental'),
  ('272', 'Previdencia do Regime Estatutario'), ('846', 'Outros Encargos Especiais'), ('845', 'Outras Transferencias'),
  ('306', 'Alimentacao e Nutricao'), ('128', 'Formacao de Recursos Humanos')) v(c, n) WHERE cod_subfuncao = v.c;

CREATE TABLE programa (cod_programa char(4) PRIMARY KEY, nome_programa varchar(120) NOT NULL);
INSERT INTO programa
SELECT c, 'Programa ' || c FROM unnest(ARRAY['0032', '0089', '0901', '0903', '0905', '0909', '0910', '0999', '2080', '2015',
       '2058', '2068', '2077', '2081', '2083', '2085', '2086', '2087', '2108', '2109', '2110', '2111', '2112', '2115', '2118',
       '5011', '5012', '5013', '5014', '5015', '5016', '5017', '5018', '5019', '5020', '5021', '5022', '5023', '5024', '5025',
       '5026', '5027', '5028', '5029', '5031', '5032', '5033', '5034', '5035', '5036', '5038', '5040', '6012', '6013', '6014',
       '6016', '6017', '6019', '6020', '6021', '1144', '1145', '1147', '1151', '1152', '1154', '2201', '2203', '2204', '2207']) c;
UPDATE programa SET nome_programa = v.n FROM (VALUES ('0032', 'Programa de Gestao e Manutencao do Poder Executivo'),
  ('0089', 'Previdencia de Inativos e Pensionistas da Uniao'), ('0901', 'Operacoes Especiais: Cumprimento de Sentencas Judiciais'),
  ('0903', 'Operacoes Especiais: Transferencias Constitucionais'), ('5011', 'Educacao Basica de Qualidade'),
  ('5013', 'Educacao Superior'), ('5017', 'Atencao Primaria a Saude'), ('5018', 'Atencao Especializada a Saude')) v(c, n)
 WHERE cod_programa = v.c;

CREATE TABLE acao (cod_acao char(4) PRIMARY KEY, nome_acao varchar(160) NOT NULL, tipo_acao varchar(20) NOT NULL);
INSERT INTO acao
SELECT c, CASE c WHEN '20TP' THEN 'Ativos Civis da Uniao' WHEN '2000' THEN 'Administracao da Unidade'
                 WHEN '0181' THEN 'Aposentadorias e Pensoes Civis da Uniao' WHEN '09HB' THEN 'Contribuicao da Uniao para o Custeio do Regime de Previdencia'
                 WHEN '20RK' THEN 'Funcionamento de Instituicoes Federais de Ensino Superior' WHEN '0E36' THEN 'Complementacao da Uniao ao FUNDEB'
                 WHEN '00PI' THEN 'Apoio a Alimentacao Escolar na Educacao Basica' WHEN '8585' THEN 'Atencao a Saude da Populacao para Procedimentos de Media e Alta Complexidade'
                 WHEN '219A' THEN 'Piso da Atencao Primaria em Saude' WHEN '4572' THEN 'Capacitacao de Servidores Publicos Federais'
                 WHEN '0005' THEN 'Sentencas Judiciais Transitadas em Julgado' ELSE 'Acao ' || c END,
       CASE WHEN c IN ('20TP', '0181', '09HB', '2004', '2010', '2011', '2012', '212B') THEN 'pessoal'
            WHEN c LIKE '0%' AND c NOT IN ('00PI', '0E36', '00SI', '00OQ') THEN 'operacao especial'
            WHEN c IN ('00PI', '0E36', '8585', '219A', '20AE', '2E89', '20YI', '00SI', '00OQ', '7K66', '1D73') THEN 'transferencia'
            WHEN c LIKE '1%' OR c LIKE '7%' OR c LIKE '8%' THEN 'projeto' ELSE 'atividade' END
  FROM (SELECT DISTINCT c FROM unnest(ARRAY['20TP', '2000', '0181', '09HB', '2004', '2010', '2011', '2012', '212B', '20RK', '0E36',
        '00PI', '8585', '219A', '20AE', '2E89', '20YI', '00SI', '00OQ', '7K66', '1D73', '4572', '0005', '0022', '0625', '00H7',
        '8282', '4002', '20GK', '20RL', '20RJ', '20RP', '21A6', '21B0', '2994', '4086', '6318', '8744', '20QH', '20UW', '2B51',
        '15R3', '14XS', '1F52', '7W54']) c
        UNION
        SELECT (ARRAY['20', '21', '15', '14', '00', '2B', '8'])[1 + i % 7] ||
               CASE WHEN i % 7 = 6 THEN lpad((100 + i * 37 % 900)::text, 3, '0')
                    ELSE chr(65 + (i * 7) % 26) || chr(CASE WHEN i % 3 = 0 THEN 48 + i % 10 ELSE 65 + (i * 11) % 26 END) END
          FROM generate_series(1, 220) i) x
 ORDER BY c;

-- natureza da despesa and its parts
CREATE TABLE categoria_economica (cod_categoria char(1) PRIMARY KEY, nome_categoria varchar(40) NOT NULL);
INSERT INTO categoria_economica VALUES ('3', 'Despesas Correntes'), ('4', 'Despesas de Capital');
CREATE TABLE grupo_despesa (cod_grupo char(1) PRIMARY KEY, nome_grupo varchar(60) NOT NULL);
INSERT INTO grupo_despesa VALUES ('1', 'Pessoal e Encargos Sociais'), ('2', 'Juros e Encargos da Divida'),
  ('3', 'Outras Despesas Correntes'), ('4', 'Investimentos'), ('5', 'Inversoes Financeiras'), ('6', 'Amortizacao da Divida');
CREATE TABLE modalidade_aplicacao (cod_modalidade char(2) PRIMARY KEY, nome_modalidade varchar(100) NOT NULL);
INSERT INTO modalidade_aplicacao
SELECT c, 'Modalidade ' || c FROM unnest(ARRAY['20', '22', '30', '31', '32', '35', '36', '40', '41', '42', '45', '46', '50', '60',
       '67', '70', '71', '72', '73', '74', '75', '76', '80', '90', '91', '93', '94', '95', '96', '99']) c;
UPDATE modalidade_aplicacao SET nome_modalidade = CASE cod_modalidade WHEN '30' THEN 'Transferencias a Estados e ao Distrito Federal'
  WHEN '40' THEN 'Transferencias a Municipios' WHEN '41' THEN 'Transferencias a Municipios - Fundo a Fundo'
  WHEN '50' THEN 'Transferencias a Instituicoes Privadas sem Fins Lucrativos' WHEN '90' THEN 'Aplicacoes Diretas'
  WHEN '91' THEN 'Aplicacao Direta Decorrente de Operacao entre Orgaos' ELSE nome_modalidade END;
CREATE TABLE elemento_despesa (cod_elemento char(2) PRIMARY KEY, nome_elemento varchar(100) NOT NULL);
INSERT INTO elemento_despesa
SELECT c, 'Elemento ' || c FROM unnest(ARRAY['01', '03', '04', '05', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16',
       '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '36',
       '37', '38', '39', '41', '42', '43', '45', '46', '47', '48', '49', '51', '52', '53', '59', '61', '62', '63', '64', '65',
       '66', '67', '70', '71', '72', '73', '74', '75', '76', '77', '81', '82', '83', '84', '86', '91', '92', '93', '94', '95',
       '96', '97', '98', '99']) c;
UPDATE elemento_despesa SET nome_elemento = CASE cod_elemento WHEN '11' THEN 'Vencimentos e Vantagens Fixas - Pessoal Civil'
  WHEN '14' THEN 'Diarias - Civil' WHEN '30' THEN 'Material de Consumo' WHEN '33' THEN 'Passagens e Despesas com Locomocao'
  WHEN '39' THEN 'Outros Servicos de Terceiros - Pessoa Juridica' WHEN '41' THEN 'Contribuicoes'
  WHEN '52' THEN 'Equipamentos e Material Permanente' WHEN '51' THEN 'Obras e Instalacoes' ELSE nome_elemento END;

CREATE TABLE natureza_despesa (
  cod_natureza_despesa char(8) PRIMARY KEY, nome_natureza varchar(160) NOT NULL,
  cod_categoria char(1) NOT NULL REFERENCES categoria_economica, cod_grupo char(1) NOT NULL REFERENCES grupo_despesa,
  cod_modalidade char(2) NOT NULL REFERENCES modalidade_aplicacao, cod_elemento char(2) NOT NULL REFERENCES elemento_despesa);
INSERT INTO natureza_despesa
SELECT DISTINCT ON (cat || g || m || e || sub) cat || g || m || e || sub,
       'Natureza ' || cat || '.' || g || '.' || m || '.' || e || '.' || sub, cat, g, m, e
  FROM (SELECT CASE WHEN g IN ('1', '2', '3') THEN '3' ELSE '4' END AS cat, g, m, e, sub
          FROM (VALUES ('1', ARRAY['90', '91'], ARRAY['01', '03', '04', '07', '08', '11', '13', '16', '91', '92', '94', '96']),
                       ('2', ARRAY['90'], ARRAY['21', '22']),
                       ('3', ARRAY['90', '91', '40', '41', '30', '31', '50', '20', '80'], ARRAY['04', '08', '14', '18', '30', '32', '33', '35', '36',
                                                                                              '37', '39', '41', '43', '46', '47', '49', '92', '93']),
                       ('4', ARRAY['90', '40', '30', '50'], ARRAY['39', '41', '42', '51', '52', '61']),
                       ('5', ARRAY['90'], ARRAY['61', '65', '66']),
                       ('6', ARRAY['90'], ARRAY['71', '72', '76'])) v(g, ms, es)
         CROSS JOIN LATERAL unnest(v.ms) m
         CROSS JOIN LATERAL unnest(v.es) e
         CROSS JOIN LATERAL unnest(CASE WHEN e IN ('30', '39', '52', '14') AND m IN ('90', '91') THEN ARRAY['00', '01', '04', '07', '16', '17', '24', '41', '57', '79']
                                        ELSE ARRAY['00'] END) sub) x
 ORDER BY 1;

-- favorecidos: every UG, the municipalities' own CNPJs, companies, masked CPFs, generic inscriptions
CREATE TABLE favorecido (
  cod_favorecido varchar(14) PRIMARY KEY, nome_favorecido varchar(160) NOT NULL, tipo_favorecido char(1) NOT NULL,
  cod_municipio char(7) REFERENCES municipio, sigla_uf char(2));
INSERT INTO favorecido
SELECT cod_ug, nome_ug, 'U', cod_municipio, sigla_uf FROM unidade_gestora
UNION ALL
SELECT lpad((10000000 + m.k * 7331)::text, 8, '0') || '0001' || lpad(((m.k * 37) % 100)::text, 2, '0'),
       'MUNICIPIO DE ' || upper(m.nome_municipio), 'J', m.cod_ibge, m.sigla_uf
  FROM mun m WHERE m.k <= 450
UNION ALL
SELECT lpad((20000000 + i * 104729 % 70000000)::text, 8, '0') || lpad((1 + i % 3)::text, 4, '0') || lpad(((i * 53) % 100)::text, 2, '0'),
       (ARRAY['CONSTRUTORA ', 'COMERCIAL ', 'SERVICOS ', 'TECNOLOGIA ', 'DISTRIBUIDORA ', 'ENGENHARIA ', 'LABORATORIO ', 'FUNDACAO '])[1 + i % 8]
         || (ARRAY['ALVORADA', 'BRASIL', 'CENTRAL', 'NORDESTE', 'PLANALTO', 'ATLANTICO', 'SUL', 'AMAZONIA', 'CERRADO'])[1 + (i * 7) % 9]
         || ' ' || (ARRAY['LTDA', 'S.A.', 'EIRELI', 'ME', 'LTDA - EPP'])[1 + i % 5],
       'J', m.cod_ibge, m.sigla_uf
  FROM generate_series(1, 1500) i
  LEFT JOIN mun m ON m.k = 1 + (i * 29) % 600 AND i % 19 <> 0
UNION ALL
SELECT '***.' || lpad(((i * 7919) % 1000)::text, 3, '0') || '.' || lpad(((i * 131 + i / 1000) % 1000)::text, 3, '0') || '-**',
       (ARRAY['MARIA', 'JOSE', 'ANA', 'JOAO', 'ANTONIO', 'FRANCISCA', 'CARLOS', 'PAULO', 'LUCAS', 'JULIANA'])[1 + i % 10] || ' ' ||
       (ARRAY['DA SILVA', 'DOS SANTOS', 'OLIVEIRA', 'SOUZA', 'RODRIGUES', 'FERREIRA', 'ALVES', 'PEREIRA', 'LIMA', 'GOMES'])[1 + (i * 3) % 10],
       'F', NULL, NULL
  FROM generate_series(1, 900) i
UNION ALL
SELECT 'EX' || lpad((i * 4127)::text, 7, '0'), 'EMPRESA ESTRANGEIRA ' || i, 'G', NULL, NULL
  FROM generate_series(1, 30) i
 ORDER BY 1;
CREATE TEMP TABLE fav_pj AS
SELECT row_number() OVER (ORDER BY md5(cod_favorecido)) AS k, cod_favorecido FROM favorecido
 WHERE tipo_favorecido IN ('J', 'G') AND nome_favorecido NOT LIKE 'MUNICIPIO DE %';
CREATE TEMP TABLE fav_pf AS
SELECT row_number() OVER (ORDER BY md5(cod_favorecido)) AS k, cod_favorecido FROM favorecido WHERE tipo_favorecido = 'F';

-- convenios: transfers from a grantor UG to a municipality (convenente: its CNPJ and its SIAFI code)
CREATE TABLE convenio (
  num_convenio char(6) PRIMARY KEY, cod_orgao_concedente char(5) NOT NULL REFERENCES orgao,
  cod_ug_concedente char(6) NOT NULL REFERENCES unidade_gestora, cnpj_convenente varchar(14) NOT NULL,
  cod_municipio_convenente char(4) NOT NULL REFERENCES municipio (cod_siafi), sigla_uf char(2) NOT NULL,
  objeto text NOT NULL, situacao varchar(30) NOT NULL, dt_publicacao date, dt_inicio_vigencia date NOT NULL,
  dt_fim_vigencia date NOT NULL, vl_convenio numeric(15,2) NOT NULL, vl_liberado numeric(15,2) NOT NULL,
  vl_contrapartida numeric(15,2) NOT NULL);
CREATE TEMP TABLE prefeitura AS
SELECT row_number() OVER (ORDER BY md5(f.cod_favorecido)) AS k, f.cod_favorecido, m.cod_siafi, m.sigla_uf
  FROM favorecido f JOIN municipio m ON m.cod_ibge = f.cod_municipio WHERE f.nome_favorecido LIKE 'MUNICIPIO DE %';
CREATE TEMP TABLE ug_conc AS
SELECT row_number() OVER (ORDER BY u.cod_ug) AS k, u.cod_ug, u.cod_orgao FROM unidade_gestora u
 WHERE u.cod_orgao IN ('26298', '36901', '53101', '53201', '55101', '30101', '39101', '22101', '24101');
INSERT INTO convenio
SELECT (700000 + i * 409)::text, u.cod_orgao, u.cod_ug, p.cod_favorecido, p.cod_siafi, p.sigla_uf,
       (ARRAY['Construcao de unidade basica de saude', 'Pavimentacao de vias urbanas', 'Aquisicao de equipamentos',
              'Construcao de escola', 'Aquisicao de onibus escolar', 'Abastecimento de agua', 'Reforma de quadra poliesportiva'])[1 + i % 7],
       (ARRAY['EM EXECUCAO', 'CONCLUIDO', 'ADIMPLENTE', 'INADIMPLENTE', 'PRESTACAO DE CONTAS EM ANALISE'])[pg_temp.sk(5, 1.6)],
       d + 10, d, d + 365 * (1 + i % 3), v, round(v * random()::numeric, 2), round(v * 0.02, 2)
  FROM (SELECT i, '2020-01-15'::date + (i * 1300 / 520) AS d, round((100000 + random() * 2000000)::numeric, 2) AS v,
               pg_temp.sk((SELECT count(*)::int FROM prefeitura), 1.4) AS pk, pg_temp.sk((SELECT count(*)::int FROM ug_conc), 1.8) AS uk
          FROM generate_series(1, 520) i) x
  JOIN prefeitura p ON p.k = x.pk
  JOIN ug_conc u ON u.k = x.uk
 ORDER BY 1;

-- the budget plan: which actions each ministry runs, under which programme, function and subfunction
CREATE TEMP TABLE plano AS
SELECT row_number() OVER (ORDER BY sup, cod_acao, cod_programa) AS k, * FROM (
  SELECT DISTINCT ON (o.cod_orgao, a.cod_acao) o.cod_orgao AS sup, a.cod_acao, a.tipo_acao,
         CASE a.tipo_acao WHEN 'pessoal' THEN (CASE WHEN a.cod_acao IN ('0181', '09HB') THEN '0089' ELSE '0032' END)
                          WHEN 'operacao especial' THEN (ARRAY['0901', '0903', '0909', '0910'])[1 + abs(hashtext(a.cod_acao)) % 4]
                          ELSE (SELECT cod_programa FROM programa WHERE cod_programa >= '1' ORDER BY cod_programa
                                OFFSET abs(hashtext(o.cod_orgao || a.cod_acao)) % 60 LIMIT 1) END AS cod_programa,
         CASE WHEN a.tipo_acao = 'pessoal' AND a.cod_acao IN ('0181', '09HB') THEN '09'
              WHEN a.tipo_acao = 'operacao especial' THEN '28'
              ELSE CASE o.cod_orgao WHEN '26000' THEN '12' WHEN '36000' THEN '10' WHEN '52000' THEN '05' WHEN '30000' THEN '06'
                                    WHEN '22000' THEN '20' WHEN '24000' THEN '19' WHEN '32000' THEN '25' WHEN '39000' THEN '26'
                                    WHEN '53000' THEN '15' WHEN '55000' THEN '08' WHEN '25000' THEN '04' ELSE '04' END END AS cod_funcao,
         CASE WHEN a.tipo_acao = 'pessoal' AND a.cod_acao IN ('0181', '09HB') THEN '272'
              WHEN a.tipo_acao = 'pessoal' OR a.cod_acao = '2000' THEN '122'
              WHEN a.tipo_acao = 'operacao especial' THEN '846'
              WHEN a.cod_acao = '4572' THEN '128'
              ELSE (SELECT cod_subfuncao FROM subfuncao ORDER BY cod_subfuncao OFFSET abs(hashtext(a.cod_acao || o.cod_orgao)) % 90 LIMIT 1) END
           AS cod_subfuncao
    FROM orgao o
    JOIN acao a ON a.tipo_acao IN ('pessoal', 'operacao especial') OR a.cod_acao IN ('2000', '4572')
                OR abs(hashtext(o.cod_orgao || a.cod_acao)) % 9 = 0
                OR (o.cod_orgao = '26000' AND a.cod_acao IN ('20RK', '0E36', '00PI', '8282', '4002'))
                OR (o.cod_orgao = '36000' AND a.cod_acao IN ('8585', '219A', '20AE', '2E89', '20YI'))
   WHERE o.cod_orgao_superior IS NULL
   ORDER BY o.cod_orgao, a.cod_acao) x;
-- a few actions (payroll, administration, transfers) carry most of the commitments
CREATE TEMP TABLE plano_w AS
SELECT row_number() OVER (ORDER BY w DESC, k) AS k2, * FROM (
  SELECT p.*, CASE WHEN cod_acao IN ('20TP', '2000', '8585', '20RK', '00PI', '219A', '0E36') THEN 5
                   WHEN tipo_acao = 'pessoal' THEN 3 ELSE 1 END AS w FROM plano p) x;
CREATE TEMP TABLE ug_sup AS
SELECT row_number() OVER (PARTITION BY o.cod_orgao_superior ORDER BY md5(u.cod_ug)) AS j, count(*) OVER (PARTITION BY o.cod_orgao_superior) AS n,
       u.cod_ug, u.cod_gestao, u.cod_orgao, o.cod_orgao_superior
  FROM unidade_gestora u JOIN orgao o ON o.cod_orgao = u.cod_orgao;
CREATE TEMP TABLE nd AS
SELECT row_number() OVER (PARTITION BY g ORDER BY md5(cod_natureza_despesa)) AS j, count(*) OVER (PARTITION BY g) AS n, *
  FROM (SELECT CASE WHEN cod_grupo = '1' THEN 'pessoal' WHEN cod_modalidade IN ('40', '41') THEN 'municipio'
                    WHEN cod_elemento IN ('14', '33') AND cod_modalidade = '90' THEN 'pf' ELSE 'pj' END AS g, *
          FROM natureza_despesa WHERE cod_grupo NOT IN ('2', '6')) x;

CREATE TABLE empenho (
  id_empenho bigint PRIMARY KEY, num_empenho varchar(23) UNIQUE, cod_ug char(6) NOT NULL REFERENCES unidade_gestora,
  cod_gestao char(5) NOT NULL REFERENCES gestao, cod_orgao char(5) NOT NULL REFERENCES orgao, cod_orgao_superior char(5) NOT NULL,
  cod_favorecido varchar(14) NOT NULL REFERENCES favorecido, cod_natureza_despesa char(8) NOT NULL REFERENCES natureza_despesa,
  cod_elemento_despesa char(2) NOT NULL, cod_funcao char(2) NOT NULL REFERENCES funcao,
  cod_subfuncao char(3) NOT NULL REFERENCES subfuncao, cod_programa char(4) NOT NULL REFERENCES programa,
  cod_acao char(4) NOT NULL REFERENCES acao, cod_plano_orcamentario char(4) NOT NULL, cod_fonte_recurso varchar(10) NOT NULL,
  cod_esfera char(1) NOT NULL, especie varchar(30) NOT NULL, num_empenho_original varchar(23), num_convenio char(6),
  modalidade_licitacao varchar(40), num_processo varchar(25), dt_emissao date NOT NULL, vl_empenho numeric(15,2) NOT NULL);
CREATE TEMP TABLE emp0 AS
SELECT i, d, p.sup, p.cod_acao, p.cod_programa, p.cod_funcao, p.cod_subfuncao, p.tipo_acao,
       CASE WHEN p.tipo_acao = 'pessoal' THEN 'pessoal'
            WHEN p.tipo_acao = 'transferencia' OR (p.tipo_acao = 'projeto' AND x.rnd < 0.5) THEN 'municipio'
            WHEN x.rnd < 0.12 THEN 'pf' ELSE 'pj' END AS g, x.uj, x.nj, x.fj, x.r2
  FROM (SELECT i, '2022-01-03'::date + (i * 728 / 7000) AS d, random() AS rnd, random() AS uj, random() AS nj, random() AS fj,
               random() AS r2, pg_temp.sk((SELECT count(*)::int FROM plano_w), 2.2) AS pk
          FROM generate_series(1, 7000) i) x
  JOIN plano_w p ON p.k2 = x.pk;
CREATE TEMP TABLE emp1 AS
SELECT e.*, u.cod_ug, u.cod_gestao, u.cod_orgao, n.cod_natureza_despesa, n.cod_elemento, n.cod_modalidade,
       CASE e.g WHEN 'pessoal' THEN u.cod_ug
                WHEN 'municipio' THEN NULL
                WHEN 'pf' THEN (SELECT cod_favorecido FROM fav_pf WHERE k = 1 + floor(e.fj * (SELECT count(*) FROM fav_pf))::int)
                ELSE (SELECT cod_favorecido FROM fav_pj WHERE k = 1 + floor(e.fj ^ 2.5 * (SELECT count(*) FROM fav_pj))::int) END AS cod_favorecido
  FROM emp0 e
  JOIN ug_sup u ON u.cod_orgao_superior = e.sup AND u.j = 1 + floor(e.uj ^ 1.7 * u.n)::int
  JOIN nd n ON n.g = e.g AND n.j = 1 + floor(e.nj ^ 1.5 * n.n)::int;
-- transfers to municipalities: under a convenio of the same grantor where there is one, else fund to fund
UPDATE emp1 e SET cod_favorecido = c.cnpj_convenente, r2 = -1 - c.num_convenio::int
  FROM (SELECT e2.i, (SELECT c.cnpj_convenente || '|' || c.num_convenio FROM convenio c
                       WHERE c.cod_ug_concedente = e2.cod_ug ORDER BY md5(c.num_convenio || e2.i) LIMIT 1) AS cv
          FROM emp1 e2 WHERE e2.g = 'municipio') s
 CROSS JOIN LATERAL (SELECT split_part(s.cv, '|', 1) AS cnpj_convenente, split_part(s.cv, '|', 2) AS num_convenio) c
 WHERE s.i = e.i AND s.cv IS NOT NULL;
UPDATE emp1 e SET cod_favorecido = p.cod_favorecido
  FROM prefeitura p WHERE e.cod_favorecido IS NULL AND p.k = 1 + floor(e.fj ^ 1.3 * (SELECT count(*) FROM prefeitura))::int;
INSERT INTO empenho
SELECT 190000000 + i * 17, cod_ug || cod_gestao || extract(year FROM d)::int || 'NE'
         || lpad(row_number() OVER (PARTITION BY cod_ug, cod_gestao, extract(year FROM d) ORDER BY i)::text, 6, '0'),
       cod_ug, cod_gestao, cod_orgao, sup, cod_favorecido, cod_natureza_despesa, cod_elemento, cod_funcao, cod_subfuncao,
       cod_programa, cod_acao, CASE WHEN i % 5 = 0 THEN '000' || (1 + i % 3) ELSE '0000' END,
       CASE WHEN tipo_acao = 'pessoal' THEN '1000000000' WHEN g = 'municipio' THEN '1001000000' ELSE (ARRAY['1000000000', '1444000000', '8100000000', '1050000000'])[1 + i % 4] END,
       CASE WHEN sup = '36000' OR cod_acao IN ('0181', '09HB') THEN '2' ELSE '1' END,
       'Original', NULL, CASE WHEN r2 < 0 THEN lpad((-1 - r2)::int::text, 6, '0') END,
       CASE WHEN g IN ('pj', 'pf') THEN (ARRAY['Pregao', 'Pregao', 'Dispensa de Licitacao', 'Inexigibilidade', 'Concorrencia', 'Nao se Aplica'])[1 + i % 6]
            ELSE 'Nao se Aplica' END,
       CASE WHEN i % 4 <> 0 THEN lpad((23000 + i % 900)::text, 5, '0') || '.' || lpad((i * 13 % 1000000)::text, 6, '0') || '/' || extract(year FROM d)::int END,
       d, CASE g WHEN 'pessoal' THEN round((200000 + fj * 5000000)::numeric, 2) WHEN 'pf' THEN round((300 + fj * 4000)::numeric, 2)
                 ELSE round((1000 + nj * 900000 * fj)::numeric, 2) END
  FROM emp1 ORDER BY i;
-- reinforcements and annulments of a fraction of the originals: same UG, favorecido and classification
INSERT INTO empenho
SELECT 200000000 + row_number() OVER (ORDER BY e.id_empenho, t), NULL, e.cod_ug, e.cod_gestao, e.cod_orgao, e.cod_orgao_superior,
       e.cod_favorecido, e.cod_natureza_despesa, e.cod_elemento_despesa, e.cod_funcao, e.cod_subfuncao, e.cod_programa, e.cod_acao,
       e.cod_plano_orcamentario, e.cod_fonte_recurso, e.cod_esfera,
       CASE t WHEN 1 THEN 'Reforco' ELSE 'Anulacao' END, e.num_empenho, e.num_convenio, e.modalidade_licitacao, e.num_processo,
       e.dt_emissao + 30 * t, round(e.vl_empenho * CASE t WHEN 1 THEN 0.25 ELSE -0.4 END, 2)
  FROM empenho e CROSS JOIN generate_series(1, 2) t
 WHERE (t = 1 AND e.id_empenho % 9 = 0) OR (t = 2 AND e.id_empenho % 23 = 0)
 ORDER BY e.id_empenho, t;
UPDATE empenho e SET num_empenho = s.num
  FROM (SELECT id_empenho, cod_ug || cod_gestao || extract(year FROM dt_emissao)::int || 'NE'
                 || lpad((500000 + row_number() OVER (PARTITION BY cod_ug, cod_gestao, extract(year FROM dt_emissao) ORDER BY id_empenho))::text, 6, '0') AS num
          FROM empenho WHERE num_empenho IS NULL) s
 WHERE s.id_empenho = e.id_empenho;
ALTER TABLE empenho ALTER COLUMN num_empenho SET NOT NULL;

-- liquidacoes: most original commitments are liquidated once or in instalments
CREATE TABLE liquidacao (
  id_liquidacao bigint PRIMARY KEY, num_liquidacao varchar(23) NOT NULL UNIQUE,
  num_empenho varchar(23) NOT NULL REFERENCES empenho (num_empenho), cod_ug char(6) NOT NULL REFERENCES unidade_gestora,
  cod_gestao char(5) NOT NULL REFERENCES gestao, cod_favorecido varchar(14) NOT NULL REFERENCES favorecido,
  dt_emissao date NOT NULL, vl_liquidacao numeric(15,2) NOT NULL, observacao text);
INSERT INTO liquidacao
SELECT 300000000 + row_number() OVER (ORDER BY e.id_empenho, t) * 3,
       e.cod_ug || e.cod_gestao || extract(year FROM e.dt_emissao + 20 * t)::int || 'NS'
         || lpad(row_number() OVER (PARTITION BY e.cod_ug, e.cod_gestao, extract(year FROM e.dt_emissao + 20 * t) ORDER BY e.id_empenho, t)::text, 6, '0'),
       e.num_empenho, e.cod_ug, e.cod_gestao, e.cod_favorecido, e.dt_emissao + 20 * t,
       round(e.vl_empenho / CASE WHEN e.cod_natureza_despesa LIKE '31%' THEN 12 ELSE 1 + e.id_empenho % 3 END, 2),
       CASE WHEN random() < 0.2 THEN 'Liquidacao referente a NF ' || (e.id_empenho % 99999) END
  FROM empenho e
 CROSS JOIN LATERAL generate_series(1, (CASE WHEN e.cod_natureza_despesa LIKE '31%' THEN 3 ELSE 1 + (e.id_empenho / 17) % 3 END)::int) t
 WHERE e.especie = 'Original' AND e.id_empenho % 11 <> 0
 ORDER BY e.id_empenho, t;

-- pagamentos (ordens bancarias) and the commitments each one pays
CREATE TABLE pagamento (
  id_pagamento bigint PRIMARY KEY, num_pagamento varchar(23) NOT NULL UNIQUE, cod_ug char(6) NOT NULL REFERENCES unidade_gestora,
  cod_gestao char(5) NOT NULL REFERENCES gestao, cod_favorecido varchar(14) NOT NULL REFERENCES favorecido,
  dt_emissao date NOT NULL, vl_pagamento numeric(15,2) NOT NULL, tipo_ob varchar(40) NOT NULL);
CREATE TABLE pagamento_empenho (
  num_pagamento varchar(23) NOT NULL REFERENCES pagamento (num_pagamento),
  num_empenho varchar(23) NOT NULL REFERENCES empenho (num_empenho), vl_pago numeric(15,2) NOT NULL,
  PRIMARY KEY (num_pagamento, num_empenho));
CREATE TEMP TABLE pg0 AS
SELECT l.*, row_number() OVER (ORDER BY l.id_liquidacao) AS n FROM liquidacao l WHERE l.id_liquidacao % 10 <> 7;
INSERT INTO pagamento
SELECT 400000000 + n * 7,
       cod_ug || cod_gestao || extract(year FROM dt_emissao + 5)::int || 'OB'
         || lpad(row_number() OVER (PARTITION BY cod_ug, cod_gestao, extract(year FROM dt_emissao + 5) ORDER BY n)::text, 6, '0'),
       cod_ug, cod_gestao, cod_favorecido, dt_emissao + 5, vl_liquidacao,
       (ARRAY['OB Credito', 'OB Credito', 'OB Fatura', 'OB Intra-SIAFI', 'OB Pagamento de Folha'])[1 + n % 5]
  FROM pg0 ORDER BY n;
INSERT INTO pagamento_empenho
SELECT p.num_pagamento, g.num_empenho, p.vl_pagamento
  FROM pagamento p JOIN pg0 g ON 400000000 + g.n * 7 = p.id_pagamento
 ORDER BY p.id_pagamento;
-- some orders pay a second commitment of the same UG and favorecido
INSERT INTO pagamento_empenho
SELECT DISTINCT ON (pe.num_pagamento) pe.num_pagamento, e2.num_empenho, round(pe.vl_pago / 3, 2)
  FROM pagamento_empenho pe
  JOIN pagamento p ON p.num_pagamento = pe.num_pagamento
  JOIN empenho e2 ON e2.cod_ug = p.cod_ug AND e2.cod_favorecido = p.cod_favorecido AND e2.num_empenho <> pe.num_empenho
   AND e2.especie = 'Original'
 WHERE p.id_pagamento % 8 = 0
 ORDER BY pe.num_pagamento, e2.num_empenho;

ANALYZE;

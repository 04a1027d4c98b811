-- test/accuracy/facturacion.sql: a Spanish-language retail and invoicing schema (facturacion) as
-- Chilean / Latin American SMEs build it by hand, loaded into PostgreSQL, written for issue 16 as a
-- held-out check (eleventh round): committed with its truth (facturacion_truth.csv) BEFORE
-- discovery was ever run on it.
--
-- Its conventions: one schema, public; Spanish plural table names (clientes, proveedores,
-- articulos, facturas, notas_credito, formas_pago) with the id_ PREFIX on keys and references
-- (id_cliente, id_articulo, id_comuna) and cod_ on business codes (cod_articulo 'FE-001234',
-- cod_bodega 'B01', cod_forma_pago 'EFE', cod_familia 'FER', paises.cod_pais char(2) 'CL');
-- comunas keyed by the official CUT code (13101 Santiago, 5101 Valparaiso: region * 1000 +
-- province * 100 + n) and regiones by their number 1..16, plus a few Argentinian and Peruvian
-- regions (cod_pais); RUTs as text with check digit ('76123456-7', 'K' for 10) unique in
-- clientes, proveedores and vendedores; facturas carry an SII folio (its own range from 15001,
-- unique) beside id_factura; detalle_factura keyed by (id_factura, linea); a credit note points
-- at the invoice it corrects by a role name (notas_credito.id_factura_referencia) and keeps a copy
-- of its client (id_cliente, not declared); references by Spanish role words: vendedores.id_jefe
-- (self reference, NULL for the sales managers), bodegas.id_encargado and
-- familias.id_familia_padre (two-level family tree) and clientes.id_vendedor (the assigned
-- salesman, NULL for a fifth of clients). Audit columns creado_por / modificado_por hold
-- usuarios.id_usuario and are declared nowhere (undeclared references; modificado_por NULL for
-- rows never edited). vendedores.id_usuario links a salesman to his login (unique, NULL for
-- three who never log in; declared). Foreign suppliers have cod_pais other than 'CL' and no
-- id_comuna. Skewed: a few clients and articles make most invoices, most sales from bodega 1.
-- Left out of the truth: facturas.tipo_documento (33 always: one value decides nothing),
-- clientes.ciudad (printed text). Deterministic: setseed, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.5633);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
-- a RUT with its mod-11 check digit
CREATE FUNCTION pg_temp.rut(n int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT n::text || '-' || CASE 11 - s % 11 WHEN 11 THEN '0' WHEN 10 THEN 'K' ELSE (11 - s % 11)::text END
  FROM (SELECT sum(substr(reverse(n::text), i, 1)::int * (2 + (i - 1) % 6)) AS s
          FROM generate_series(1, length(n::text)) i) x $$;

CREATE TABLE paises (cod_pais char(2) PRIMARY KEY, nombre varchar(60) NOT NULL, moneda char(3) NOT NULL);
INSERT INTO paises VALUES
  ('CL', 'Chile', 'CLP'), ('AR', 'Argentina', 'ARS'), ('PE', 'Peru', 'PEN'), ('BO', 'Bolivia', 'BOB'),
  ('BR', 'Brasil', 'BRL'), ('CO', 'Colombia', 'COP'), ('MX', 'Mexico', 'MXN'), ('ES', 'Espana', 'EUR'),
  ('US', 'Estados Unidos', 'USD'), ('CN', 'China', 'CNY'), ('UY', 'Uruguay', 'UYU'), ('EC', 'Ecuador', 'USD'),
  ('PY', 'Paraguay', 'PYG'), ('DE', 'Alemania', 'EUR'), ('IT', 'Italia', 'EUR');

CREATE TABLE regiones (id_region integer PRIMARY KEY, nombre varchar(80) NOT NULL,
  cod_pais char(2) NOT NULL REFERENCES paises, numero_romano varchar(5));
INSERT INTO regiones
SELECT i, (ARRAY['Tarapaca', 'Antofagasta', 'Atacama', 'Coquimbo', 'Valparaiso', 'Libertador B. O''Higgins', 'Maule',
                 'Biobio', 'La Araucania', 'Los Lagos', 'Aysen', 'Magallanes', 'Metropolitana de Santiago', 'Los Rios',
                 'Arica y Parinacota', 'Nuble'])[i], 'CL',
       (ARRAY['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'RM', 'XIV', 'XV', 'XVI'])[i]
  FROM generate_series(1, 16) i;
INSERT INTO regiones VALUES (17, 'Mendoza', 'AR', NULL), (18, 'Buenos Aires', 'AR', NULL), (19, 'Cordoba', 'AR', NULL),
  (20, 'Lima', 'PE', NULL), (21, 'Arequipa', 'PE', NULL), (22, 'Tacna', 'PE', NULL);

-- comunas by CUT code: Chilean regions only
CREATE TABLE comunas (id_comuna integer PRIMARY KEY, nombre varchar(80) NOT NULL,
  id_region integer NOT NULL REFERENCES regiones);
INSERT INTO comunas
SELECT r * 1000 + p * 100 + n,
       (ARRAY['San', 'Santa', 'Puerto', 'Villa', 'Los', 'Las', 'El', 'La', ''])[1 + (r * 7 + p * 3 + n) % 9] || ' ' ||
       (ARRAY['Antonio', 'Cruz', 'Montt', 'Alemana', 'Andes', 'Condes', 'Bosque', 'Florida', 'Pedro', 'Rosa', 'Varas',
              'Natales', 'Angeles', 'Cabras', 'Quisco', 'Ligua', 'Fernando', 'Clara', 'Aysen', 'Alegre'])[1 + (r * 13 + p * 5 + n * 3) % 20]
       || ' ' || r || p || n,
       r
  FROM generate_series(1, 16) r, generate_series(1, CASE WHEN r = 13 THEN 6 ELSE 3 END) p,
       generate_series(1, CASE WHEN r = 13 THEN 10 ELSE 2 + (r + p) % 5 END) n;

CREATE TABLE usuarios (id_usuario integer PRIMARY KEY, login varchar(30) NOT NULL UNIQUE, nombre varchar(80) NOT NULL,
  email varchar(120), activo boolean NOT NULL DEFAULT true, fecha_alta date NOT NULL);
INSERT INTO usuarios
SELECT i, CASE WHEN i = 1 THEN 'admin' ELSE lower(substr(n, 1, 1)) || lower(a) || i END,
       CASE WHEN i = 1 THEN 'Administrador' ELSE n || ' ' || a END,
       CASE WHEN i = 1 THEN NULL ELSE lower(substr(n, 1, 1)) || lower(a) || '@empresa.cl' END,
       i % 9 <> 0, date '2015-01-01' + i * 37
  FROM (SELECT i, (ARRAY['Juan', 'Maria', 'Pedro', 'Camila', 'Jose', 'Francisca', 'Luis', 'Valentina', 'Carlos', 'Javiera'])[1 + i % 10] AS n,
               (ARRAY['Gonzalez', 'Munoz', 'Rojas', 'Diaz', 'Perez', 'Soto', 'Contreras', 'Silva', 'Martinez', 'Sepulveda', 'Morales'])[1 + i % 11] AS a
          FROM generate_series(1, 42) i) x;

CREATE TABLE formas_pago (id_forma_pago smallint PRIMARY KEY, cod_forma_pago varchar(6) NOT NULL UNIQUE,
  descripcion varchar(60) NOT NULL, dias_plazo smallint NOT NULL DEFAULT 0);
INSERT INTO formas_pago VALUES (1, 'EFE', 'Efectivo', 0), (2, 'TRF', 'Transferencia', 0), (3, 'CHQ', 'Cheque al dia', 0),
  (4, 'TC', 'Tarjeta de credito', 0), (5, 'TD', 'Tarjeta de debito', 0), (6, 'CR30', 'Credito 30 dias', 30),
  (7, 'CR60', 'Credito 60 dias', 60), (8, 'CR90', 'Credito 90 dias', 90);

-- families: 8 main ones, 40 sub-families under them
CREATE TABLE familias (id_familia integer PRIMARY KEY, cod_familia varchar(6) NOT NULL UNIQUE, nombre varchar(60) NOT NULL,
  id_familia_padre integer REFERENCES familias);
INSERT INTO familias
SELECT i, (ARRAY['FER', 'ELE', 'PIN', 'GAS', 'CON', 'JAR', 'ASE', 'SEG'])[i],
       (ARRAY['Ferreteria', 'Electricidad', 'Pinturas', 'Gasfiteria', 'Construccion', 'Jardin', 'Aseo', 'Seguridad'])[i], NULL
  FROM generate_series(1, 8) i;
INSERT INTO familias
SELECT i, (ARRAY['FER', 'ELE', 'PIN', 'GAS', 'CON', 'JAR', 'ASE', 'SEG'])[1 + i % 8] || lpad((i / 8)::text, 2, '0'),
       (ARRAY['Herramientas', 'Tornillos', 'Cables', 'Esmaltes', 'Canerias', 'Cemento', 'Riego', 'Detergentes'])[1 + i % 8] || ' ' || i,
       1 + i % 8
  FROM generate_series(9, 48) i;

CREATE TABLE proveedores (id_proveedor integer PRIMARY KEY, rut varchar(12) UNIQUE, razon_social varchar(120) NOT NULL,
  direccion varchar(120), id_comuna integer REFERENCES comunas, cod_pais char(2) NOT NULL REFERENCES paises,
  id_forma_pago smallint NOT NULL REFERENCES formas_pago, telefono varchar(20), email varchar(120),
  creado_por integer NOT NULL, fecha_creacion timestamp NOT NULL, modificado_por integer, fecha_modificacion timestamp);
CREATE TEMP TABLE com AS SELECT row_number() OVER (ORDER BY CASE WHEN id_comuna / 1000 = 13 THEN 0 ELSE 1 END, id_comuna) AS k, id_comuna FROM comunas;
INSERT INTO proveedores
SELECT i, CASE WHEN ext THEN NULL ELSE pg_temp.rut(76000000 + i * 4219) END,
       (ARRAY['Distribuidora', 'Comercial', 'Importadora', 'Industrias', 'Ferreteria'])[1 + i % 5] || ' '
         || (ARRAY['del Pacifico', 'Andina', 'Sur', 'Norte', 'Los Robles', 'San Jorge', 'Central'])[1 + i % 7] || ' '
         || CASE WHEN ext THEN 'Ltd.' ELSE (ARRAY['SpA', 'Ltda.', 'S.A.'])[1 + i % 3] END || ' ' || i,
       'Calle ' || i || ' #' || (100 + i * 7),
       CASE WHEN ext THEN NULL ELSE com.id_comuna END,
       CASE WHEN ext THEN (ARRAY['AR', 'PE', 'CN', 'US', 'BR', 'DE', 'IT'])[1 + i % 7] ELSE 'CL' END,
       CASE WHEN ext THEN 2 ELSE (ARRAY[2, 6, 6, 7, 3, 8])[1 + i % 6] END,
       '+56 2 2' || lpad((i * 9173 % 10000000)::text, 7, '0'), 'ventas@prov' || i || '.cl',
       CASE WHEN i <= 20 THEN 1 ELSE pg_temp.r(12) END, timestamp '2016-01-01' + i * interval '9 days',
       NULL, NULL
  FROM (SELECT i, i % 9 = 4 AS ext, pg_temp.sk(60, 2.0) AS kc FROM generate_series(1, 160) i) x
  JOIN com ON com.k = x.kc;
UPDATE proveedores SET modificado_por = pg_temp.r(42), fecha_modificacion = fecha_creacion + interval '300 days'
 WHERE random() < 0.35;

CREATE TABLE articulos (id_articulo integer PRIMARY KEY, cod_articulo varchar(20) NOT NULL UNIQUE,
  descripcion varchar(160) NOT NULL, id_familia integer NOT NULL REFERENCES familias,
  id_proveedor integer REFERENCES proveedores, unidad_medida varchar(4) NOT NULL, precio_lista numeric(12, 0) NOT NULL,
  costo numeric(12, 2), afecto_iva boolean NOT NULL DEFAULT true, activo boolean NOT NULL DEFAULT true,
  creado_por integer NOT NULL, fecha_creacion timestamp NOT NULL, modificado_por integer, fecha_modificacion timestamp);
INSERT INTO articulos
SELECT i, (SELECT cod_familia FROM familias WHERE id_familia = 1 + f % 8) || '-' || lpad((i * 7 % 100000)::text, 6, '0'),
       (ARRAY['Martillo', 'Tornillo', 'Cable', 'Esmalte', 'Codo PVC', 'Saco cemento', 'Manguera', 'Cloro', 'Guante', 'Taladro',
              'Ampolleta', 'Brocha', 'Llave paso', 'Pala', 'Casco'])[1 + i % 15] || ' ' || (1 + i % 40) || ' mm ' || i,
       f,
       CASE WHEN random() < 0.12 THEN NULL ELSE pg_temp.sk(160, 1.6) END,
       (ARRAY['UN', 'UN', 'UN', 'KG', 'MT', 'CJ', 'LT'])[1 + i % 7],
       round((500 + random() ^ 2 * 150000)::numeric, -1), NULL, i % 40 <> 0, i % 23 <> 0,
       CASE WHEN i <= 600 THEN 1 ELSE 2 + pg_temp.r(8) END, timestamp '2016-03-01' + i * interval '2 days',
       NULL, NULL
  FROM (SELECT i, 9 + floor(random() ^ 1.3 * 40)::int AS f FROM generate_series(1, 1800) i) x;
UPDATE articulos SET costo = round(precio_lista * 0.62, 2) WHERE random() < 0.9;
UPDATE articulos SET modificado_por = 2 + pg_temp.r(20), fecha_modificacion = fecha_creacion + interval '200 days'
 WHERE random() < 0.4;

-- vendedores: 4 jefes (id_jefe NULL), 36 sellers under them; a login for most
CREATE TABLE vendedores (id_vendedor integer PRIMARY KEY, rut varchar(12) NOT NULL UNIQUE, nombre varchar(80) NOT NULL,
  id_jefe integer REFERENCES vendedores, id_usuario integer UNIQUE REFERENCES usuarios,
  comision_pct numeric(4, 2) NOT NULL, activo boolean NOT NULL DEFAULT true, fecha_ingreso date NOT NULL);
INSERT INTO vendedores
SELECT i, pg_temp.rut(9000000 + i * 271837),
       (ARRAY['Andres', 'Paula', 'Cristian', 'Daniela', 'Rodrigo', 'Fernanda', 'Matias', 'Constanza', 'Felipe'])[1 + i % 9] || ' '
         || (ARRAY['Fuentes', 'Araya', 'Reyes', 'Castillo', 'Espinoza', 'Torres', 'Valenzuela', 'Flores'])[1 + i % 8],
       CASE WHEN i <= 4 THEN NULL ELSE 1 + i % 4 END,
       CASE WHEN i IN (17, 29, 38) THEN NULL ELSE i + 2 END,
       CASE WHEN i <= 4 THEN 1.5 ELSE 2.5 + (i % 3) * 0.5 END, i % 13 <> 0, date '2014-06-01' + i * 53
  FROM generate_series(1, 40) i;

CREATE TABLE bodegas (id_bodega integer PRIMARY KEY, cod_bodega varchar(4) NOT NULL UNIQUE, nombre varchar(60) NOT NULL,
  direccion varchar(120), id_comuna integer NOT NULL REFERENCES comunas, id_encargado integer REFERENCES usuarios,
  es_sala_venta boolean NOT NULL);
INSERT INTO bodegas VALUES
  (1, 'B01', 'Casa Matriz', 'Av. Matta 1450', 13101, 12, true), (2, 'B02', 'Sucursal Maipu', 'Av. Pajaritos 3200', 13110, 15, true),
  (3, 'B03', 'Sucursal Vina', 'Av. Libertad 990', 5102, 21, true), (4, 'B04', 'Centro Distribucion Quilicura', 'Camino Lo Echevers 550', 13301, 30, false),
  (5, 'B05', 'Sucursal Concepcion', 'Av. Paicavi 2100', 8101, 33, true), (6, 'B06', 'Sucursal Rancagua', 'Av. Brasil 400', 6101, NULL, true),
  (7, 'B07', 'Bodega Mermas', 'Camino Lo Echevers 550', 13301, 30, false);

CREATE TABLE stock (id_bodega integer NOT NULL REFERENCES bodegas, id_articulo integer NOT NULL REFERENCES articulos,
  cantidad numeric(12, 2) NOT NULL, stock_minimo numeric(12, 2) NOT NULL DEFAULT 0, ubicacion varchar(10),
  fecha_ult_movimiento date, PRIMARY KEY (id_bodega, id_articulo));
INSERT INTO stock
SELECT b, a, floor(random() ^ 2 * 500), CASE WHEN b IN (1, 4) THEN 10 ELSE 0 END,
       CASE WHEN b = 4 THEN chr(65 + a % 8) || '-' || lpad((a % 40)::text, 2, '0') END,
       date '2024-01-01' + pg_temp.r(500)
  FROM generate_series(1, 7) b, generate_series(1, 1800) a
 WHERE random() < CASE b WHEN 1 THEN 0.9 WHEN 4 THEN 0.7 WHEN 7 THEN 0.05 ELSE 0.35 END;

CREATE TABLE clientes (id_cliente integer PRIMARY KEY, rut varchar(12) NOT NULL UNIQUE, razon_social varchar(120) NOT NULL,
  giro varchar(80), direccion varchar(120), ciudad varchar(60), id_comuna integer NOT NULL REFERENCES comunas,
  id_vendedor integer REFERENCES vendedores, id_forma_pago smallint NOT NULL REFERENCES formas_pago,
  limite_credito numeric(12, 0) NOT NULL DEFAULT 0, bloqueado boolean NOT NULL DEFAULT false,
  creado_por integer NOT NULL, fecha_creacion timestamp NOT NULL, modificado_por integer, fecha_modificacion timestamp);
INSERT INTO clientes
SELECT i, CASE WHEN i % 4 = 0 THEN pg_temp.rut(5000000 + i * 7919) ELSE pg_temp.rut(76000000 + i * 3571 + 17) END,
       CASE WHEN i % 4 = 0 THEN (ARRAY['Jorge', 'Ana', 'Ricardo', 'Claudia', 'Sergio'])[1 + i % 5] || ' '
                                 || (ARRAY['Vargas', 'Nunez', 'Tapia', 'Jara', 'Herrera', 'Cortes'])[1 + i % 6]
            ELSE (ARRAY['Constructora', 'Inmobiliaria', 'Comercial', 'Sociedad', 'Transportes'])[1 + i % 5] || ' '
                 || (ARRAY['Los Alerces', 'El Roble', 'Austral', 'Cordillera', 'Del Valle', 'Maipo', 'Pacifico'])[1 + i % 7] || ' '
                 || (ARRAY['SpA', 'Ltda.', 'S.A.', 'EIRL'])[1 + i % 4] END || ' ' || i,
       CASE WHEN i % 4 = 0 THEN NULL ELSE (ARRAY['Construccion', 'Venta al por menor', 'Transporte', 'Servicios'])[1 + i % 4] END,
       'Pasaje ' || (i % 300) || ' #' || (i * 13 % 2000), NULL, com.id_comuna, v, fp,
       CASE WHEN fp >= 6 THEN (1 + i % 20) * 500000 ELSE 0 END, i % 37 = 0,
       cr, timestamp '2017-01-01' + i * interval '20 hours', NULL, NULL
  FROM (SELECT i, pg_temp.sk(200, 2.2) AS kc,
               CASE WHEN random() < 0.2 THEN NULL ELSE 4 + pg_temp.r(36) END AS v,
               (ARRAY[1, 2, 2, 4, 5, 6, 6, 6, 7, 8])[pg_temp.r(10)]::smallint AS fp,
               CASE WHEN i <= 400 THEN 1 ELSE 2 + pg_temp.sk(40, 1.5) END AS cr
          FROM generate_series(1, 2400) i) x
  JOIN com ON com.k = x.kc;
UPDATE clientes c SET ciudad = split_part(m.nombre, ' ', 2) FROM comunas m WHERE m.id_comuna = c.id_comuna;
UPDATE clientes SET modificado_por = 2 + pg_temp.r(40), fecha_modificacion = fecha_creacion + interval '120 days'
 WHERE random() < 0.45;

CREATE TABLE facturas (id_factura integer PRIMARY KEY, folio integer NOT NULL UNIQUE, tipo_documento smallint NOT NULL DEFAULT 33,
  id_cliente integer NOT NULL REFERENCES clientes, id_vendedor integer NOT NULL REFERENCES vendedores,
  id_bodega integer NOT NULL REFERENCES bodegas, id_forma_pago smallint NOT NULL REFERENCES formas_pago,
  fecha_emision date NOT NULL, fecha_vencimiento date NOT NULL, neto numeric(14, 0) NOT NULL DEFAULT 0,
  iva numeric(14, 0) NOT NULL DEFAULT 0, total numeric(14, 0) NOT NULL DEFAULT 0, estado char(1) NOT NULL,
  observacion text, creado_por integer NOT NULL, fecha_creacion timestamp NOT NULL);
INSERT INTO facturas
SELECT i, 15000 + i + (i / 700) * 50, 33, cl, coalesce(c.id_vendedor, 4 + pg_temp.r(36)),
       (ARRAY[1, 1, 1, 1, 2, 2, 3, 5, 6, 4])[pg_temp.r(10)], c.id_forma_pago, d,
       d + (SELECT dias_plazo FROM formas_pago f WHERE f.id_forma_pago = c.id_forma_pago), 0, 0, 0,
       CASE WHEN random() < 0.03 THEN 'A' WHEN d < date '2024-10-01' THEN 'P' ELSE 'E' END,
       CASE WHEN random() < 0.05 THEN 'Despacho a obra' END,
       coalesce(v.id_usuario, 1), d + interval '10 hours'
  FROM (SELECT i, pg_temp.sk(2400, 2.5) AS cl, date '2023-01-02' + (i * 730 / 6000) AS d FROM generate_series(1, 6000) i) x
  JOIN clientes c ON c.id_cliente = x.cl
  LEFT JOIN vendedores v ON v.id_vendedor = c.id_vendedor;

CREATE TABLE detalle_factura (id_factura integer NOT NULL REFERENCES facturas, linea smallint NOT NULL,
  id_articulo integer NOT NULL REFERENCES articulos, cantidad numeric(12, 2) NOT NULL, precio_unitario numeric(12, 0) NOT NULL,
  descuento_pct numeric(5, 2) NOT NULL DEFAULT 0, monto numeric(14, 0) NOT NULL, PRIMARY KEY (id_factura, linea));
INSERT INTO detalle_factura
SELECT f, l, a, q, a2.precio_lista, dsc, round(q * a2.precio_lista * (1 - dsc / 100))
  FROM (SELECT f, l, pg_temp.sk(1800, 2.0) AS a, (1 + floor(random() ^ 3 * 50))::numeric AS q,
               CASE WHEN random() < 0.15 THEN 5 ELSE 0 END::numeric AS dsc
          FROM generate_series(1, 6000) f, generate_series(1, 6) l
         WHERE l <= 1 + (f * 7) % 5) x
  JOIN articulos a2 ON a2.id_articulo = x.a;
UPDATE facturas f SET neto = s.n, iva = round(s.n * 0.19), total = s.n + round(s.n * 0.19)
  FROM (SELECT id_factura, sum(monto) AS n FROM detalle_factura GROUP BY 1) s WHERE s.id_factura = f.id_factura;

CREATE TABLE notas_credito (id_nota_credito integer PRIMARY KEY, folio integer NOT NULL UNIQUE,
  id_factura_referencia integer NOT NULL REFERENCES facturas, id_cliente integer NOT NULL,
  fecha_emision date NOT NULL, motivo varchar(120) NOT NULL, monto numeric(14, 0) NOT NULL,
  creado_por integer NOT NULL, fecha_creacion timestamp NOT NULL);
INSERT INTO notas_credito
SELECT row_number() OVER (ORDER BY f.id_factura), 2001 + row_number() OVER (ORDER BY f.id_factura),
       f.id_factura, f.id_cliente, f.fecha_emision + 12,
       (ARRAY['Devolucion de mercaderia', 'Anula documento', 'Corrige monto', 'Descuento posterior'])[1 + f.id_factura % 4],
       CASE WHEN f.estado = 'A' THEN f.total ELSE round(f.total * 0.3) END, f.creado_por, f.fecha_emision + 12 + interval '11 hours'
  FROM facturas f WHERE f.estado = 'A' OR random() < 0.04;

CREATE TABLE detalle_nota_credito (id_nota_credito integer NOT NULL REFERENCES notas_credito, linea smallint NOT NULL,
  id_articulo integer NOT NULL REFERENCES articulos, cantidad numeric(12, 2) NOT NULL, precio_unitario numeric(12, 0) NOT NULL,
  PRIMARY KEY (id_nota_credito, linea));
INSERT INTO detalle_nota_credito
SELECT n.id_nota_credito, d.linea, d.id_articulo, d.cantidad, d.precio_unitario
  FROM notas_credito n JOIN detalle_factura d ON d.id_factura = n.id_factura_referencia
 WHERE d.linea <= 2;

ANALYZE;

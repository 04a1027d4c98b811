-- test/accuracy/keycloak.sql: a slice of the Keycloak identity server's schema (its liquibase changelogs
-- up to about release 22) as it stands in PostgreSQL, written for issue 16 as a held-out check (round 15):
-- committed with its truth (keycloak_truth.csv) BEFORE discovery was ever run on it.
--
-- Its conventions: one schema, public; lower-case names; every key is varchar(36) text, mostly a UUID
-- ('0b5c...-...'), but a realm's id is its name when the realm was imported from JSON or is the master
-- realm (ids 'master', 'acme', 'partners'), a UUID when created in the console ('staging', 'iot').
-- Constraint names are Hibernate hashes (fk_p56ctinxxb9gsk57fo49f9tac, fk404288b92ef007a6) or short
-- hand-made ones (fk_pcm_realm, fk_group_role_group).  Keycloak removed many of its foreign keys for its
-- map storage (changelogs 11, 12 and 13: "map-remove-ri"), so these references hold in the data but are
-- no longer declared: client.realm_id, client_scope.realm_id, keycloak_group.realm_id,
-- client_scope_client.client_id / scope_id, default_client_scope.scope_id, keycloak_role.client (a
-- client role's client, NULL for realm roles), realm.master_admin_client (the '<realm>-realm' client
-- in the master realm), realm.default_role (the composite 'default-roles-<realm>' role, since 13);
-- tables that never had any: user_entity.realm_id, user_entity.service_account_client_link (a
-- service account's client), user_entity.federation_link (the LDAP component), keycloak_role.realm_id,
-- user_role_mapping.role_id, user_group_membership.group_id, federated_identity.realm_id and
-- (realm_id, identity_provider) -> identity_provider (realm_id, provider_alias) -- the provider is
-- named by its alias, which is unique only within a realm; the offline session tables (user_id,
-- realm_id, client_id, and the client session's user_session_id (+ offline_flag, always '1'));
-- the event tables, which keep rows of deleted users and deleted clients (orphans): event_entity
-- (realm_id; user_id, NULL for failed logins of unknown users; client_id holds the clientId TEXT, e.g.
-- 'account-console', not the client's key, so only (realm_id, client_id) -> client (realm_id,
-- client_id) would match) and admin_event_entity (realm_id, auth_realm_id, auth_client_id -- a client
-- key this time -- auth_user_id).  keycloak_role.realm (declared, fk_6vyqfe4cn4wlq8r6kt5vdsj5c) is NULL on
-- every row as in current Keycloak, and user_entity.federation_link names the one LDAP provider there is
-- (a single distinct value): both undiscoverable.  References with orphans are listed as undeclared.  keycloak_group.parent_group is NOT NULL and holds
-- ' ' (a space) for top-level groups, else the parent's id: listed as undeclared though the sentinel
-- is no group.  Left out of the truth as no single target holds them: keycloak_role.
-- client_realm_constraint (the realm's id for realm roles, the client's for client roles) and
-- component.parent_id (the realm's id for top-level components, the LDAP provider's id for its
-- mappers).  Skewed: one imported realm holds most users, default roles on everyone, a few groups
-- hold most members, most events are LOGIN / CODE_TO_TOKEN of a few clients.
-- Deterministic: setseed, md5-derived UUIDs, no parallel plans.
SET client_min_messages = warning;
SET max_parallel_workers_per_gather = 0;
SELECT setseed(0.1522);
CREATE FUNCTION pg_temp.r(n int) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(random() * n)::int $$;
CREATE FUNCTION pg_temp.sk(n int, e float8) RETURNS int LANGUAGE sql VOLATILE AS $$ SELECT 1 + floor(n * random() ^ e)::int $$;
CREATE FUNCTION pg_temp.u(t text, i int) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$ SELECT md5(t || i)::uuid::text $$;

-- ---- plan of realms, clients and roles (temporary tables) ----
CREATE TEMP TABLE rr (n int PRIMARY KEY, id varchar(36), name text, nusers int);
INSERT INTO rr VALUES (1, 'master', 'master', 25), (2, 'acme', 'acme', 1300), (3, 'partners', 'partners', 520),
  (4, pg_temp.u('realm', 4), 'staging', 260), (5, pg_temp.u('realm', 5), 'iot', 110);

CREATE TEMP TABLE cl (k serial PRIMARY KEY, realm_n int, client_id text, kind text);
INSERT INTO cl (realm_n, client_id, kind)
SELECT n, c, 'builtin' FROM rr, unnest(ARRAY['account', 'account-console', 'admin-cli', 'broker',
                                               'security-admin-console']) c ORDER BY n, c;
INSERT INTO cl (realm_n, client_id, kind) SELECT n, 'realm-management', 'mgmt' FROM rr WHERE n > 1;
INSERT INTO cl (realm_n, client_id, kind) SELECT 1, name || '-realm', 'mgmt' FROM rr ORDER BY n;
INSERT INTO cl (realm_n, client_id, kind)
SELECT n, c, CASE WHEN c IN ('billing-service', 'device-registry', 'partner-sync', 'ci-bot') THEN 'service' ELSE 'app' END
  FROM (VALUES (2, ARRAY['web-portal', 'mobile-app', 'api-gateway', 'billing-service', 'reporting', 'grafana',
                         'jenkins', 'saml-intranet']),
               (3, ARRAY['partner-portal', 'partner-sync', 'docs', 'support-desk']),
               (4, ARRAY['web-portal', 'api-gateway', 'ci-bot']),
               (5, ARRAY['device-registry', 'dashboard'])) v(n, cs), unnest(cs) c;

CREATE TEMP TABLE rl (k serial PRIMARY KEY, realm_n int, client_k int, name text);
INSERT INTO rl (realm_n, client_k, name)
SELECT n, NULL, x FROM rr, unnest(ARRAY['default-roles-' || name, 'offline_access', 'uma_authorization']) x ORDER BY n;
INSERT INTO rl (realm_n, client_k, name)
SELECT n, NULL, x FROM (VALUES (1, ARRAY['admin', 'create-realm']), (2, ARRAY['admin', 'employee', 'manager', 'contractor', 'auditor']),
                               (3, ARRAY['partner', 'partner-admin']), (4, ARRAY['tester', 'developer']),
                               (5, ARRAY['device', 'operator'])) v(n, xs), unnest(xs) x;
INSERT INTO rl (realm_n, client_k, name)
SELECT realm_n, k, x FROM cl, unnest(ARRAY['manage-account', 'manage-account-links', 'view-profile', 'view-applications',
                                          'view-consent', 'manage-consent', 'delete-account', 'view-groups']) x
 WHERE client_id = 'account' ORDER BY k;
INSERT INTO rl (realm_n, client_k, name) SELECT realm_n, k, 'read-token' FROM cl WHERE client_id = 'broker' ORDER BY k;
INSERT INTO rl (realm_n, client_k, name)
SELECT realm_n, k, x FROM cl, unnest(ARRAY['view-realm', 'view-users', 'view-clients', 'view-events', 'view-identity-providers',
                                          'view-authorization', 'manage-realm', 'manage-users', 'manage-clients',
                                          'manage-events', 'manage-identity-providers', 'manage-authorization',
                                          'query-users', 'query-clients', 'query-realms', 'query-groups',
                                          'create-client', 'impersonation']) x
 WHERE kind = 'mgmt' ORDER BY k;
INSERT INTO rl (realm_n, client_k, name) SELECT realm_n, k, 'realm-admin' FROM cl WHERE client_id = 'realm-management';
INSERT INTO rl (realm_n, client_k, name)
SELECT realm_n, k, x FROM cl, unnest(CASE k % 4 WHEN 0 THEN ARRAY['user'] WHEN 1 THEN ARRAY['user', 'admin'] WHEN 2 THEN ARRAY['read', 'write']
                                            ELSE ARRAY['read', 'write', 'admin', 'viewer'] END) x
 WHERE kind IN ('app', 'service') AND k % 5 <> 0 ORDER BY k;

-- ---- realm ----
CREATE TABLE realm (
  id varchar(36) NOT NULL CONSTRAINT constraint_4a PRIMARY KEY, access_code_lifespan integer,
  user_action_lifespan integer, access_token_lifespan integer, account_theme varchar(255), admin_theme varchar(255),
  email_theme varchar(255), enabled boolean NOT NULL DEFAULT false, events_enabled boolean NOT NULL DEFAULT false,
  events_expiration bigint, login_theme varchar(255), name varchar(255), not_before integer,
  password_policy varchar(2550), registration_allowed boolean NOT NULL DEFAULT false,
  remember_me boolean NOT NULL DEFAULT false, reset_password_allowed boolean NOT NULL DEFAULT false,
  social boolean NOT NULL DEFAULT false, ssl_required varchar(255), sso_idle_timeout integer,
  sso_max_lifespan integer, update_profile_on_soc_login boolean NOT NULL DEFAULT false,
  verify_email boolean NOT NULL DEFAULT false, master_admin_client varchar(36), login_lifespan integer,
  internationalization_enabled boolean NOT NULL DEFAULT false, default_locale varchar(255),
  reg_email_as_username boolean NOT NULL DEFAULT false, admin_events_enabled boolean NOT NULL DEFAULT false,
  admin_events_details_enabled boolean NOT NULL DEFAULT false, edit_username_allowed boolean NOT NULL DEFAULT false,
  otp_policy_counter integer DEFAULT 0, otp_policy_window integer DEFAULT 1, otp_policy_period integer DEFAULT 30,
  otp_policy_digits integer DEFAULT 6, otp_policy_alg varchar(36) DEFAULT 'HmacSHA1',
  otp_policy_type varchar(36) DEFAULT 'totp', browser_flow varchar(255), registration_flow varchar(255),
  direct_grant_flow varchar(255), reset_credentials_flow varchar(255), client_auth_flow varchar(255),
  offline_session_idle_timeout integer DEFAULT 0, revoke_refresh_token boolean NOT NULL DEFAULT false,
  access_token_life_implicit integer DEFAULT 0, login_with_email_allowed boolean NOT NULL DEFAULT true,
  duplicate_emails_allowed boolean NOT NULL DEFAULT false, docker_auth_flow varchar(36),
  refresh_token_max_reuse integer DEFAULT 0, allow_user_managed_access boolean NOT NULL DEFAULT false,
  sso_max_lifespan_remember_me integer DEFAULT 0 NOT NULL, sso_idle_timeout_remember_me integer DEFAULT 0 NOT NULL,
  default_role varchar(255),
  CONSTRAINT uk_orvsdmla56612eaefiq6wl5oi UNIQUE (name));
INSERT INTO realm (id, access_code_lifespan, user_action_lifespan, access_token_lifespan, account_theme, admin_theme,
                   email_theme, enabled, events_enabled, events_expiration, login_theme, name, not_before, password_policy,
                   registration_allowed, remember_me, reset_password_allowed, ssl_required, sso_idle_timeout,
                   sso_max_lifespan, verify_email, master_admin_client, login_lifespan, internationalization_enabled,
                   default_locale, admin_events_enabled, admin_events_details_enabled, browser_flow, registration_flow,
                   direct_grant_flow, reset_credentials_flow, client_auth_flow, offline_session_idle_timeout,
                   docker_auth_flow, default_role)
SELECT rr.id, 60, 300, CASE WHEN n = 1 THEN 60 ELSE 300 END, CASE WHEN n = 2 THEN 'acme-account' END, NULL,
       CASE WHEN n = 2 THEN 'acme' END, true, n IN (2, 3, 5), CASE WHEN n IN (2, 3) THEN 2592000 END,
       CASE WHEN n IN (2, 3) THEN 'acme' END, rr.name, 0,
       CASE WHEN n IN (2, 4) THEN 'length(12) and notUsername(undefined) and passwordHistory(3)' END,
       n = 3, n <> 1, n <> 5, CASE WHEN n = 1 THEN 'external' ELSE 'external' END, 1800, 36000, n IN (2, 3),
       (SELECT pg_temp.u('client', k) FROM cl WHERE realm_n = 1 AND client_id = rr.name || '-realm'), 1800,
       n IN (2, 3), CASE WHEN n IN (2, 3) THEN 'en' END, n IN (1, 2), n = 2,
       'browser', 'registration', 'direct grant', 'reset credentials', 'clients', 2592000, 'docker auth',
       (SELECT pg_temp.u('role', k) FROM rl WHERE realm_n = n AND name = 'default-roles-' || rr.name)
  FROM rr ORDER BY n;

CREATE TABLE realm_attribute (
  name varchar(255) NOT NULL, realm_id varchar(36) NOT NULL, value text,
  CONSTRAINT constraint_9 PRIMARY KEY (name, realm_id),
  CONSTRAINT fk_8shxd6l3e9atqukacxgpffptw FOREIGN KEY (realm_id) REFERENCES realm (id));
INSERT INTO realm_attribute
SELECT a, rr.id, CASE WHEN a LIKE '%Lifespan%' OR a LIKE '%Seconds' THEN (60 * (n + 4))::text
                      WHEN a IN ('bruteForceProtected', 'permanentLockout') THEN (n % 2 = 0)::text
                      WHEN a = 'displayName' THEN initcap(rr.name) || ' SSO'
                      WHEN a = 'frontendUrl' THEN 'https://sso.example.com' ELSE (n * 3)::text END
  FROM rr, unnest(ARRAY['_browser_header.contentSecurityPolicy', '_browser_header.xFrameOptions', 'actionTokenGeneratedByAdminLifespan',
                        'actionTokenGeneratedByUserLifespan', 'bruteForceProtected', 'cibaAuthRequestedUserHint',
                        'cibaBackchannelTokenDeliveryMode', 'cibaExpiresIn', 'cibaInterval', 'client-policies.policies',
                        'client-policies.profiles', 'clientOfflineSessionIdleTimeout', 'clientSessionIdleTimeout',
                        'defaultSignatureAlgorithm', 'displayName', 'displayNameHtml', 'failureFactor', 'frontendUrl',
                        'maxDeltaTimeSeconds', 'maxFailureWaitSeconds', 'minimumQuickLoginWaitSeconds',
                        'oauth2DeviceCodeLifespan', 'oauth2DevicePollingInterval', 'offlineSessionMaxLifespan',
                        'permanentLockout', 'quickLoginCheckMilliSeconds', 'waitIncrementSeconds']) a
 WHERE a <> 'frontendUrl' OR n = 2;

-- ---- clients ----
CREATE TABLE client (
  id varchar(36) NOT NULL CONSTRAINT constraint_7 PRIMARY KEY, enabled boolean NOT NULL DEFAULT false,
  full_scope_allowed boolean NOT NULL DEFAULT false, client_id varchar(255), not_before integer,
  public_client boolean NOT NULL DEFAULT false, secret varchar(255), base_url varchar(255),
  bearer_only boolean NOT NULL DEFAULT false, management_url varchar(255),
  surrogate_auth_required boolean NOT NULL DEFAULT false, realm_id varchar(36), protocol varchar(255),
  node_rereg_timeout integer DEFAULT 0, frontchannel_logout boolean NOT NULL DEFAULT false,
  consent_required boolean NOT NULL DEFAULT false, name varchar(255),
  service_accounts_enabled boolean NOT NULL DEFAULT false, client_authenticator_type varchar(255),
  root_url varchar(255), description varchar(255), registration_token varchar(255),
  standard_flow_enabled boolean NOT NULL DEFAULT true, implicit_flow_enabled boolean NOT NULL DEFAULT false,
  direct_access_grants_enabled boolean NOT NULL DEFAULT false, always_display_in_console boolean NOT NULL DEFAULT false,
  CONSTRAINT uk_b71cjlbenv945rb6gcon438at UNIQUE (realm_id, client_id));
INSERT INTO client (id, enabled, full_scope_allowed, client_id, not_before, public_client, secret, base_url, bearer_only,
                    realm_id, protocol, frontchannel_logout, name, service_accounts_enabled, client_authenticator_type,
                    root_url, description, standard_flow_enabled, direct_access_grants_enabled)
SELECT pg_temp.u('client', k), k % 29 <> 0, kind <> 'builtin' OR client_id = 'admin-cli', client_id, 0,
       client_id IN ('account-console', 'admin-cli', 'security-admin-console', 'mobile-app', 'dashboard'),
       CASE WHEN kind IN ('app', 'service') AND client_id NOT IN ('mobile-app', 'dashboard') THEN md5('secret' || k) END,
       CASE WHEN client_id IN ('account', 'account-console') THEN '/realms/' || rr.name || '/account/'
            WHEN client_id = 'security-admin-console' THEN '/admin/' || rr.name || '/console/' END,
       kind = 'mgmt' OR client_id = 'broker', rr.id,
       CASE WHEN client_id = 'saml-intranet' THEN 'saml' WHEN kind = 'builtin' AND client_id IN ('account-console', 'security-admin-console') THEN 'openid-connect' WHEN kind IN ('app', 'service') THEN 'openid-connect' END,
       true, CASE WHEN kind = 'builtin' THEN '${client_' || client_id || '}' WHEN kind = 'mgmt' THEN CASE WHEN realm_n = 1 THEN initcap(replace(client_id, '-realm', '')) || ' Realm' ELSE '${client_realm-management}' END ELSE initcap(replace(client_id, '-', ' ')) END,
       kind = 'service', 'client-secret',
       CASE WHEN client_id IN ('account', 'account-console', 'security-admin-console') THEN '${authBaseUrl}'
            WHEN kind = 'app' THEN 'https://' || client_id || '.' || rr.name || '.example.com' END,
       CASE WHEN kind = 'app' AND k % 3 = 0 THEN 'Owned by the platform team' END,
       kind <> 'service', client_id IN ('admin-cli', 'mobile-app', 'ci-bot')
  FROM cl JOIN rr ON rr.n = cl.realm_n ORDER BY k;

CREATE TABLE client_attributes (
  client_id varchar(36) NOT NULL, name varchar(255) NOT NULL, value text,
  CONSTRAINT constraint_3c PRIMARY KEY (client_id, name),
  CONSTRAINT fk3c47c64beacca966 FOREIGN KEY (client_id) REFERENCES client (id));
INSERT INTO client_attributes
SELECT pg_temp.u('client', k), a, CASE WHEN a = 'pkce.code.challenge.method' THEN 'S256' WHEN a LIKE '%lifespan' THEN '3600' ELSE ((k + length(a)) % 2 = 0)::text END
  FROM cl, unnest(ARRAY['backchannel.logout.session.required', 'backchannel.logout.revoke.offline.tokens',
                        'oauth2.device.authorization.grant.enabled', 'oidc.ciba.grant.enabled',
                        'post.logout.redirect.uris', 'pkce.code.challenge.method', 'display.on.consent.screen',
                        'client.session.idle.timeout', 'access.token.lifespan', 'use.refresh.tokens']) a
 WHERE (kind IN ('app', 'service') OR (client_id IN ('account-console', 'security-admin-console') AND a LIKE 'p%'))
   AND (k + length(a)) % 5 <> 0;

CREATE TABLE redirect_uris (
  client_id varchar(36) NOT NULL, value varchar(255) NOT NULL,
  CONSTRAINT constraint_redirect_uris PRIMARY KEY (client_id, value),
  CONSTRAINT fk_1burs8pb4ouj97h5wuppahv9f FOREIGN KEY (client_id) REFERENCES client (id));
INSERT INTO redirect_uris
SELECT pg_temp.u('client', k), v
  FROM cl JOIN rr ON rr.n = realm_n,
       LATERAL unnest(CASE WHEN client_id IN ('account', 'account-console') THEN ARRAY['/realms/' || rr.name || '/account/*']
                           WHEN client_id = 'security-admin-console' THEN ARRAY['/admin/' || rr.name || '/console/*']
                           WHEN kind = 'app' THEN ARRAY['https://' || client_id || '.' || rr.name || '.example.com/*',
                                                        'http://localhost:' || (3000 + k) || '/*']
                           ELSE ARRAY[]::text[] END) v;

CREATE TABLE web_origins (
  client_id varchar(36) NOT NULL, value varchar(255) NOT NULL,
  CONSTRAINT constraint_web_origins PRIMARY KEY (client_id, value),
  CONSTRAINT fk_lojpho213xcx4wnkog82ssrfy FOREIGN KEY (client_id) REFERENCES client (id));
INSERT INTO web_origins
SELECT pg_temp.u('client', k), CASE WHEN kind = 'app' THEN 'https://' || client_id || '.example.com' ELSE '+' END
  FROM cl WHERE kind = 'app' OR client_id IN ('account-console', 'security-admin-console');

-- ---- client scopes and protocol mappers ----
CREATE TEMP TABLE sc (k serial PRIMARY KEY, realm_n int, name text, dflt boolean);
INSERT INTO sc (realm_n, name, dflt)
SELECT n, s, s IN ('profile', 'email', 'roles', 'web-origins', 'acr', 'basic')
  FROM rr, unnest(ARRAY['acr', 'address', 'basic', 'email', 'microprofile-jwt', 'offline_access', 'phone', 'profile',
                        'role_list', 'roles', 'web-origins']) s ORDER BY n, s;
INSERT INTO sc (realm_n, name, dflt) VALUES (2, 'department', false), (2, 'billing:read', false), (3, 'partner-tier', false);

CREATE TABLE client_scope (
  id varchar(36) NOT NULL CONSTRAINT pk_cli_template PRIMARY KEY, name varchar(255), realm_id varchar(36),
  description varchar(255), protocol varchar(255),
  CONSTRAINT uk_cli_scope UNIQUE (realm_id, name));
INSERT INTO client_scope
SELECT pg_temp.u('scope', k), sc.name, rr.id,
       CASE WHEN sc.name = 'role_list' THEN 'SAML role list' WHEN sc.name = 'offline_access' THEN 'OpenID Connect built-in scope: offline_access'
            ELSE 'OpenID Connect scope for ' || sc.name END,
       CASE WHEN sc.name = 'role_list' THEN 'saml' ELSE 'openid-connect' END
  FROM sc JOIN rr ON rr.n = realm_n ORDER BY k;

CREATE TABLE client_scope_client (
  client_id varchar(255) NOT NULL, scope_id varchar(255) NOT NULL, default_scope boolean NOT NULL DEFAULT false,
  CONSTRAINT c_cli_scope_bind PRIMARY KEY (client_id, scope_id));
INSERT INTO client_scope_client
SELECT pg_temp.u('client', cl.k), pg_temp.u('scope', sc.k), sc.dflt
  FROM cl JOIN sc ON sc.realm_n = cl.realm_n
 WHERE cl.kind <> 'mgmt' AND cl.client_id <> 'broker'
   AND (sc.name <> 'role_list' OR cl.client_id = 'saml-intranet')
   AND (sc.name NOT IN ('department', 'billing:read', 'partner-tier') OR cl.kind IN ('app', 'service'))
   AND (cl.k + sc.k) % 9 <> 0;

CREATE TABLE default_client_scope (
  realm_id varchar(36) NOT NULL, scope_id varchar(36) NOT NULL, default_scope boolean NOT NULL DEFAULT false,
  CONSTRAINT r_def_cli_scope_bind PRIMARY KEY (realm_id, scope_id),
  CONSTRAINT fk_r_def_cli_scope_realm FOREIGN KEY (realm_id) REFERENCES realm (id));
INSERT INTO default_client_scope
SELECT rr.id, pg_temp.u('scope', k), dflt FROM sc JOIN rr ON rr.n = realm_n
 WHERE sc.name IN ('acr', 'address', 'basic', 'email', 'microprofile-jwt', 'offline_access', 'phone', 'profile', 'role_list', 'roles', 'web-origins');

CREATE TABLE protocol_mapper (
  id varchar(36) NOT NULL CONSTRAINT constraint_pcm PRIMARY KEY, name varchar(255) NOT NULL,
  protocol varchar(255) NOT NULL, protocol_mapper_name varchar(255) NOT NULL, client_id varchar(36),
  client_scope_id varchar(36),
  CONSTRAINT fk_pcm_realm FOREIGN KEY (client_id) REFERENCES client (id),
  CONSTRAINT fk_cli_scope_mapper FOREIGN KEY (client_scope_id) REFERENCES client_scope (id));
INSERT INTO protocol_mapper
SELECT pg_temp.u('mapper', sc.k * 10 + i), m[1], CASE WHEN sc.name = 'role_list' THEN 'saml' ELSE 'openid-connect' END, m[2],
       NULL, pg_temp.u('scope', sc.k)
  FROM sc, LATERAL (SELECT i, ARRAY[ms[i][1], ms[i][2]] AS m
                      FROM (SELECT CASE sc.name
                             WHEN 'profile' THEN ARRAY[['full name', 'oidc-full-name-mapper'], ['family name', 'oidc-usermodel-attribute-mapper'],
                                                      ['given name', 'oidc-usermodel-attribute-mapper'], ['username', 'oidc-usermodel-attribute-mapper'],
                                                      ['locale', 'oidc-usermodel-attribute-mapper'], ['updated at', 'oidc-usermodel-attribute-mapper']]
                             WHEN 'email' THEN ARRAY[['email', 'oidc-usermodel-attribute-mapper'], ['email verified', 'oidc-usermodel-property-mapper']]
                             WHEN 'roles' THEN ARRAY[['realm roles', 'oidc-usermodel-realm-role-mapper'], ['client roles', 'oidc-usermodel-client-role-mapper'],
                                                    ['audience resolve', 'oidc-audience-resolve-mapper']]
                             WHEN 'web-origins' THEN ARRAY[['allowed web origins', 'oidc-allowed-origins-mapper']]
                             WHEN 'phone' THEN ARRAY[['phone number', 'oidc-usermodel-attribute-mapper'], ['phone number verified', 'oidc-usermodel-attribute-mapper']]
                             WHEN 'address' THEN ARRAY[['address', 'oidc-address-mapper']]
                             WHEN 'microprofile-jwt' THEN ARRAY[['upn', 'oidc-usermodel-attribute-mapper'], ['groups', 'oidc-usermodel-realm-role-mapper']]
                             WHEN 'role_list' THEN ARRAY[['role list', 'saml-role-list-mapper']]
                             WHEN 'acr' THEN ARRAY[['acr loa level', 'oidc-acr-mapper']]
                             WHEN 'basic' THEN ARRAY[['auth_time', 'oidc-usersessionmodel-note-mapper'], ['sub', 'oidc-sub-mapper']]
                             WHEN 'department' THEN ARRAY[['department', 'oidc-usermodel-attribute-mapper']]
                             ELSE ARRAY[['audience', 'oidc-audience-mapper']] END AS ms) q,
                           generate_series(1, array_length(ms, 1)) i) z
 WHERE sc.name <> 'offline_access';
INSERT INTO protocol_mapper
SELECT pg_temp.u('cmapper', k * 10 + i), (ARRAY['locale', 'tenant', 'Client IP Address', 'Client ID'])[i], 'openid-connect',
       (ARRAY['oidc-usermodel-attribute-mapper', 'oidc-hardcoded-claim-mapper', 'oidc-usersessionmodel-note-mapper',
              'oidc-usersessionmodel-note-mapper'])[i], pg_temp.u('client', k), NULL
  FROM cl, generate_series(1, 4) i
 WHERE (client_id = 'security-admin-console' AND i = 1) OR (kind = 'service' AND i >= 2) OR (kind = 'app' AND i = 2 AND k % 2 = 0);

CREATE TABLE protocol_mapper_config (
  protocol_mapper_id varchar(36) NOT NULL, value text, name varchar(255) NOT NULL,
  CONSTRAINT constraint_pmconfig PRIMARY KEY (protocol_mapper_id, name),
  CONSTRAINT fk_pmconfig FOREIGN KEY (protocol_mapper_id) REFERENCES protocol_mapper (id));
INSERT INTO protocol_mapper_config
SELECT id, CASE WHEN c = 'claim.name' THEN replace(name, ' ', '_') WHEN c = 'jsonType.label' THEN 'String' ELSE 'true' END, c
  FROM protocol_mapper, unnest(ARRAY['claim.name', 'jsonType.label', 'id.token.claim', 'access.token.claim', 'userinfo.token.claim',
                                     'introspection.token.claim']) c
 WHERE protocol = 'openid-connect' AND protocol_mapper_name NOT IN ('oidc-allowed-origins-mapper', 'oidc-audience-resolve-mapper')
   AND (c <> 'jsonType.label' OR protocol_mapper_name <> 'oidc-full-name-mapper');

-- ---- roles ----
CREATE TABLE keycloak_role (
  id varchar(36) NOT NULL CONSTRAINT constraint_a PRIMARY KEY, client_realm_constraint varchar(255),
  client_role boolean DEFAULT false, description varchar(255), name varchar(255), realm_id varchar(255),
  client varchar(36), realm varchar(36),
  CONSTRAINT "UK_J3RWUVD56ONTGSUHOGM184WW2-2" UNIQUE (name, client_realm_constraint),
  CONSTRAINT fk_6vyqfe4cn4wlq8r6kt5vdsj5c FOREIGN KEY (realm) REFERENCES realm (id));
INSERT INTO keycloak_role
SELECT pg_temp.u('role', rl.k), CASE WHEN rl.client_k IS NULL THEN rr.id ELSE pg_temp.u('client', rl.client_k) END,
       rl.client_k IS NOT NULL, CASE WHEN rl.client_k IS NULL AND rl.name LIKE 'default-roles-%' THEN '${role_default-roles}'
                                     WHEN rl.k % 3 = 0 THEN NULL ELSE '${role_' || rl.name || '}' END,
       rl.name, rr.id, CASE WHEN rl.client_k IS NOT NULL THEN pg_temp.u('client', rl.client_k) END, NULL
  FROM rl JOIN rr ON rr.n = rl.realm_n ORDER BY rl.k;

CREATE TABLE composite_role (
  composite varchar(36) NOT NULL, child_role varchar(36) NOT NULL,
  CONSTRAINT constraint_composite_role PRIMARY KEY (composite, child_role),
  CONSTRAINT fk_a63wvekftu8jo1pnj81e7mce2 FOREIGN KEY (composite) REFERENCES keycloak_role (id),
  CONSTRAINT fk_gr7thllb9lu8q4vqa4524jjy8 FOREIGN KEY (child_role) REFERENCES keycloak_role (id));
INSERT INTO composite_role
SELECT DISTINCT pg_temp.u('role', p.k), pg_temp.u('role', c.k)
  FROM rl p JOIN rl c ON c.realm_n = p.realm_n AND c.k <> p.k
  LEFT JOIN cl pc ON pc.k = p.client_k LEFT JOIN cl cc ON cc.k = c.client_k
 WHERE (p.name LIKE 'default-roles-%' AND p.client_k IS NULL
        AND ((c.client_k IS NULL AND c.name IN ('offline_access', 'uma_authorization'))
             OR (cc.client_id = 'account' AND c.name IN ('view-profile', 'manage-account'))))
    OR (pc.client_id = 'account' AND p.name = 'manage-account' AND c.client_k = p.client_k AND c.name = 'manage-account-links')
    OR (pc.client_id = 'account' AND p.name = 'manage-consent' AND c.client_k = p.client_k AND c.name = 'view-consent')
    OR (pc.kind = 'mgmt' AND c.client_k = p.client_k AND p.name = 'view-users' AND c.name IN ('query-users', 'query-groups'))
    OR (pc.kind = 'mgmt' AND c.client_k = p.client_k AND p.name = 'view-clients' AND c.name = 'query-clients')
    OR (pc.client_id = 'realm-management' AND p.name = 'realm-admin' AND c.client_k = p.client_k)
    OR (p.realm_n = 1 AND p.client_k IS NULL AND p.name = 'admin' AND (c.name = 'create-realm' OR cc.kind = 'mgmt'))
    OR (p.realm_n = 2 AND p.client_k IS NULL AND p.name = 'admin' AND c.client_k IS NULL AND c.name IN ('manager', 'auditor'))
    OR (p.realm_n = 2 AND p.client_k IS NULL AND p.name = 'manager' AND c.client_k IS NULL AND c.name = 'employee')
    OR (p.realm_n = 3 AND p.name = 'partner-admin' AND c.name = 'partner');

-- ---- components (key providers, registration policies, an LDAP provider with its mappers) ----
CREATE TABLE component (
  id varchar(36) NOT NULL CONSTRAINT constr_component_pk PRIMARY KEY, name varchar(255), parent_id varchar(36),
  provider_id varchar(36), provider_type varchar(255), realm_id varchar(36), sub_type varchar(255),
  CONSTRAINT fk_component_realm FOREIGN KEY (realm_id) REFERENCES realm (id));
INSERT INTO component
SELECT pg_temp.u('comp', n * 100 + i), p[1], rr.id, p[2], p[3], rr.id, p[4]
  FROM rr, LATERAL (SELECT i, ARRAY[ps[i][1], ps[i][2], ps[i][3], ps[i][4]] AS p FROM (SELECT ARRAY[
         ['rsa-generated', 'rsa-generated', 'org.keycloak.keys.KeyProvider', NULL],
         ['rsa-enc-generated', 'rsa-enc-generated', 'org.keycloak.keys.KeyProvider', NULL],
         ['hmac-generated-hs512', 'hmac-generated', 'org.keycloak.keys.KeyProvider', NULL],
         ['aes-generated', 'aes-generated', 'org.keycloak.keys.KeyProvider', NULL],
         ['Trusted Hosts', 'trusted-hosts', 'org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy', 'anonymous'],
         ['Consent Required', 'consent-required', 'org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy', 'anonymous'],
         ['Full Scope Disabled', 'scope', 'org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy', 'anonymous'],
         ['Max Clients Limit', 'max-clients', 'org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy', 'anonymous'],
         ['Allowed Protocol Mapper Types', 'allowed-protocol-mappers', 'org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy', 'authenticated'],
         ['Allowed Client Scopes', 'allowed-client-templates', 'org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy', 'authenticated']] AS ps) q,
         generate_series(1, 10) i) z;
INSERT INTO component VALUES
  (pg_temp.u('comp', 9001), 'corp-ldap', 'acme', 'ldap', 'org.keycloak.storage.UserStorageProvider', 'acme', NULL);
INSERT INTO component
SELECT pg_temp.u('comp', 9001 + i), m, pg_temp.u('comp', 9001), t, 'org.keycloak.storage.ldap.mappers.LDAPStorageMapper', 'acme', NULL
  FROM (VALUES (1, 'username', 'user-attribute-ldap-mapper'), (2, 'first name', 'user-attribute-ldap-mapper'),
               (3, 'last name', 'user-attribute-ldap-mapper'), (4, 'email', 'user-attribute-ldap-mapper'),
               (5, 'creation date', 'user-attribute-ldap-mapper'), (6, 'modify date', 'user-attribute-ldap-mapper'),
               (7, 'groups', 'group-ldap-mapper')) v(i, m, t);

-- ---- users ----
CREATE TEMP TABLE us (k int PRIMARY KEY, realm_n int, idx int, ldap boolean, sa_client int);
INSERT INTO us
SELECT row_number() OVER (ORDER BY n, g), n, g, n = 2 AND g % 3 = 0, NULL
  FROM rr, generate_series(1, rr.nusers) g;
-- service accounts: one user per service client, at the end of its realm's users
INSERT INTO us SELECT 10000 + k, realm_n, 0, false, k FROM cl WHERE kind = 'service';

CREATE TABLE user_entity (
  id varchar(36) NOT NULL CONSTRAINT constraint_fb PRIMARY KEY, email varchar(255), email_constraint varchar(255),
  email_verified boolean NOT NULL DEFAULT false, enabled boolean NOT NULL DEFAULT false,
  federation_link varchar(255), first_name varchar(255), last_name varchar(255), realm_id varchar(255),
  username varchar(255), created_timestamp bigint, service_account_client_link varchar(255),
  not_before integer NOT NULL DEFAULT 0,
  CONSTRAINT uk_dykn684sl8up1crfei6eckhd7 UNIQUE (realm_id, email_constraint),
  CONSTRAINT uk_ru8tt6t700s9v50bu18ws5ha6 UNIQUE (realm_id, username));
INSERT INTO user_entity
SELECT pg_temp.u('user', k),
       CASE WHEN sa_client IS NULL AND k % 17 <> 0 THEN lower(fn) || '.' || lower(ln) || k || '@' || rr.name || '.example.com' END,
       CASE WHEN sa_client IS NULL AND k % 17 <> 0 THEN lower(fn) || '.' || lower(ln) || k || '@' || rr.name || '.example.com'
            ELSE pg_temp.u('emailc', k) END,
       sa_client IS NULL AND k % 4 <> 0, k % 41 <> 0,
       CASE WHEN ldap THEN pg_temp.u('comp', 9001) END,
       CASE WHEN sa_client IS NULL THEN fn END, CASE WHEN sa_client IS NULL THEN ln END, rr.id,
       CASE WHEN sa_client IS NOT NULL THEN 'service-account-' || (SELECT client_id FROM cl WHERE cl.k = sa_client)
            ELSE lower(fn) || '.' || lower(ln) || k END,
       1609459200000 + k::bigint * 8640000 + pg_temp.r(8640000), CASE WHEN sa_client IS NOT NULL THEN pg_temp.u('client', sa_client) END, 0
  FROM (SELECT us.*, (ARRAY['Anna', 'Ben', 'Carla', 'David', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jon', 'Kofi', 'Lena', 'Mateo', 'Nora', 'Omar', 'Priya'])[1 + k % 16] AS fn,
               (ARRAY['Smith', 'Garcia', 'Nguyen', 'Mueller', 'Rossi', 'Kowalski', 'Tanaka', 'Silva', 'Okafor', 'Larsen', 'Dubois'])[1 + (k * 7) % 11] AS ln
          FROM us) us JOIN rr ON rr.n = us.realm_n ORDER BY k;

CREATE TABLE user_attribute (
  name varchar(255) NOT NULL, value varchar(255), user_id varchar(36) NOT NULL,
  id varchar(36) NOT NULL DEFAULT 'sybase-needs-something-here' CONSTRAINT constraint_user_attribute_pk PRIMARY KEY,
  long_value_hash bytea, long_value_hash_lower_case bytea, long_value text,
  CONSTRAINT fk_5hrm2vlf9ql5fu043kqepovbr FOREIGN KEY (user_id) REFERENCES user_entity (id));
INSERT INTO user_attribute (name, value, user_id, id)
SELECT a, CASE a WHEN 'locale' THEN (ARRAY['en', 'en', 'en', 'de', 'fr', 'es'])[pg_temp.r(6)]
                 WHEN 'department' THEN (ARRAY['Engineering', 'Sales', 'Finance', 'Support', 'HR'])[pg_temp.sk(5, 1.6)]
                 WHEN 'LDAP_ID' THEN md5('ldap' || k)::uuid::text
                 WHEN 'LDAP_ENTRY_DN' THEN 'uid=user' || k || ',ou=people,dc=acme,dc=com'
                 WHEN 'phone_number' THEN '+1555' || lpad((k * 7919 % 10000000)::text, 7, '0')
                 WHEN 'createTimestamp' THEN (20200101000000 + k)::text ELSE (k % 97)::text END,
       pg_temp.u('user', k), pg_temp.u('uattr', k * 10 + length(a))
  FROM us, unnest(ARRAY['locale', 'department', 'LDAP_ID', 'LDAP_ENTRY_DN', 'phone_number', 'createTimestamp']) a
 WHERE sa_client IS NULL
   AND ((a = 'locale' AND k % 3 <> 1) OR (a = 'department' AND realm_n = 2 AND k % 4 <> 0)
        OR (a IN ('LDAP_ID', 'LDAP_ENTRY_DN', 'createTimestamp') AND ldap) OR (a = 'phone_number' AND k % 6 = 0));

CREATE TABLE credential (
  id varchar(36) NOT NULL CONSTRAINT constraint_f PRIMARY KEY, salt bytea, type varchar(255), user_id varchar(36),
  created_date bigint, user_label varchar(255), secret_data text, credential_data text, priority integer,
  CONSTRAINT fk_pfyr0glasqyl0dei3kl69r6v0 FOREIGN KEY (user_id) REFERENCES user_entity (id));
INSERT INTO credential
SELECT pg_temp.u('cred', k * 2 + t), NULL, CASE t WHEN 0 THEN 'password' ELSE 'otp' END, pg_temp.u('user', k),
       1609459200000 + k::bigint * 8640000 + t * 86400000, CASE WHEN t = 1 THEN (ARRAY['Phone', 'Authenticator', NULL])[1 + k % 3] END,
       CASE t WHEN 0 THEN '{"value":"' || md5('pw' || k) || '","salt":"' || substr(md5('s' || k), 1, 22) || '"}' ELSE '{"value":"' || md5('otp' || k) || '"}' END,
       CASE t WHEN 0 THEN '{"hashIterations":27500,"algorithm":"pbkdf2-sha256"}' ELSE '{"subType":"totp","digits":6,"period":30}' END,
       10 * (t + 1)
  FROM us, generate_series(0, 1) t
 WHERE sa_client IS NULL AND NOT ldap AND (t = 0 AND k % 23 <> 0 OR t = 1 AND (k % 7 = 0 OR realm_n = 1));

-- ---- role mappings, groups ----
CREATE TABLE user_role_mapping (
  role_id varchar(255) NOT NULL, user_id varchar(36) NOT NULL,
  CONSTRAINT constraint_c PRIMARY KEY (role_id, user_id),
  CONSTRAINT fk_c4fqv34p1mbylloxang7b1q3l FOREIGN KEY (user_id) REFERENCES user_entity (id));
INSERT INTO user_role_mapping
SELECT DISTINCT pg_temp.u('role', rl.k), pg_temp.u('user', us.k)
  FROM us JOIN rl ON rl.realm_n = us.realm_n
  LEFT JOIN cl c ON c.k = rl.client_k
 WHERE (rl.client_k IS NULL AND rl.name LIKE 'default-roles-%')
    OR (rl.client_k IS NULL AND us.sa_client IS NULL AND rl.name NOT LIKE 'default-roles-%' AND rl.name NOT IN ('offline_access', 'uma_authorization')
        AND (us.k * 31 + rl.k * 7) % (CASE WHEN rl.name IN ('employee', 'partner', 'device', 'tester') THEN 2 ELSE 19 END) = 0)
    OR (us.realm_n = 1 AND us.idx <= 6 AND rl.client_k IS NULL AND rl.name = 'admin')
    OR (us.sa_client IS NOT NULL AND c.kind = 'mgmt' AND c.client_id = 'realm-management' AND rl.name IN ('view-users', 'query-users'))
    OR (us.sa_client IS NOT NULL AND rl.client_k IS NOT NULL AND c.kind = 'service' AND rl.client_k = us.sa_client)
    OR (us.sa_client IS NULL AND c.kind = 'app' AND (us.k + rl.k) % 13 = 0);

CREATE TEMP TABLE gr (k int PRIMARY KEY, realm_n int, name text, parent int);
INSERT INTO gr VALUES
  (1, 1, 'admins', NULL), (2, 2, 'Engineering', NULL), (3, 2, 'Sales', NULL), (4, 2, 'Finance', NULL), (5, 2, 'Support', NULL),
  (6, 2, 'HR', NULL), (7, 2, 'Backend', 2), (8, 2, 'Frontend', 2), (9, 2, 'Platform', 2), (10, 2, 'SRE', 9),
  (11, 2, 'EMEA', 3), (12, 2, 'Americas', 3), (13, 2, 'APAC', 3), (14, 2, 'Tier 1', 5), (15, 2, 'Tier 2', 5),
  (16, 2, 'Contractors', NULL), (17, 2, 'ldap-users', NULL), (18, 3, 'Resellers', NULL), (19, 3, 'Integrators', NULL),
  (20, 3, 'Gold', 18), (21, 3, 'Silver', 18), (22, 3, 'Bronze', 18), (23, 4, 'qa', NULL), (24, 4, 'dev', NULL),
  (25, 5, 'fleet-a', NULL), (26, 5, 'fleet-b', NULL), (27, 5, 'operators', NULL), (28, 2, 'Payroll', 4), (29, 2, 'Audit', 4),
  (30, 3, 'Onboarding', 19);

CREATE TABLE keycloak_group (
  id varchar(36) NOT NULL CONSTRAINT constraint_group PRIMARY KEY, name varchar(255), parent_group varchar(36) NOT NULL,
  realm_id varchar(36),
  CONSTRAINT sibling_names UNIQUE (realm_id, parent_group, name));
INSERT INTO keycloak_group
SELECT pg_temp.u('group', k), gr.name, COALESCE(pg_temp.u('group', parent), ' '), rr.id FROM gr JOIN rr ON rr.n = realm_n ORDER BY k;

CREATE TABLE group_attribute (
  id varchar(36) NOT NULL DEFAULT 'sybase-needs-something-here' CONSTRAINT constraint_group_attribute_pk PRIMARY KEY,
  name varchar(255) NOT NULL, value varchar(255), group_id varchar(36) NOT NULL,
  CONSTRAINT fk_group_attribute_group FOREIGN KEY (group_id) REFERENCES keycloak_group (id));
INSERT INTO group_attribute
SELECT pg_temp.u('gattr', k * 3 + i), (ARRAY['cost_center', 'manager_email', 'ldap_dn'])[i],
       CASE i WHEN 1 THEN 'CC-' || (1000 + k * 13) WHEN 2 THEN 'lead' || k || '@acme.example.com' ELSE 'cn=' || lower(name) || ',ou=groups,dc=acme,dc=com' END,
       pg_temp.u('group', k)
  FROM gr, generate_series(1, 3) i WHERE realm_n = 2 AND (i < 3 OR k = 17) AND (k + i) % 4 <> 0;

CREATE TABLE group_role_mapping (
  role_id varchar(36) NOT NULL, group_id varchar(36) NOT NULL,
  CONSTRAINT constraint_group_role PRIMARY KEY (role_id, group_id),
  CONSTRAINT fk_group_role_group FOREIGN KEY (group_id) REFERENCES keycloak_group (id),
  CONSTRAINT fk_group_role_role FOREIGN KEY (role_id) REFERENCES keycloak_role (id));
INSERT INTO group_role_mapping
SELECT DISTINCT pg_temp.u('role', rl.k), pg_temp.u('group', gr.k)
  FROM gr JOIN rl ON rl.realm_n = gr.realm_n LEFT JOIN cl c ON c.k = rl.client_k
 WHERE (gr.k = 1 AND rl.client_k IS NULL AND rl.name = 'admin')
    OR (gr.realm_n = 2 AND rl.client_k IS NULL AND rl.name = 'employee' AND gr.parent IS NULL AND gr.k <> 16)
    OR (gr.k = 16 AND rl.client_k IS NULL AND rl.name = 'contractor')
    OR (gr.k IN (9, 10) AND c.client_id = 'realm-management' AND rl.name IN ('view-realm', 'view-users', 'view-clients', 'view-events'))
    OR (gr.k IN (29) AND rl.client_k IS NULL AND rl.name = 'auditor')
    OR (gr.realm_n = 2 AND c.kind = 'app' AND (gr.k * 3 + rl.k) % 7 = 0)
    OR (gr.k = 18 AND rl.client_k IS NULL AND rl.name = 'partner') OR (gr.k = 19 AND rl.client_k IS NULL AND rl.name = 'partner-admin')
    OR (gr.k = 24 AND rl.client_k IS NULL AND rl.name = 'developer') OR (gr.k = 23 AND rl.client_k IS NULL AND rl.name = 'tester')
    OR (gr.k = 27 AND rl.client_k IS NULL AND rl.name = 'operator') OR (gr.k IN (25, 26) AND rl.client_k IS NULL AND rl.name = 'device');

CREATE TABLE user_group_membership (
  group_id varchar(36) NOT NULL, user_id varchar(36) NOT NULL,
  CONSTRAINT constraint_user_group PRIMARY KEY (group_id, user_id),
  CONSTRAINT fk_user_group_user FOREIGN KEY (user_id) REFERENCES user_entity (id));
INSERT INTO user_group_membership
SELECT DISTINCT pg_temp.u('group', g), pg_temp.u('user', k)
  FROM (SELECT us.k, (SELECT array_agg(k ORDER BY k) FROM gr WHERE gr.realm_n = us.realm_n) gs, us.ldap, us.realm_n, us.idx
          FROM us WHERE sa_client IS NULL) u,
       LATERAL (SELECT gs[pg_temp.sk(array_length(gs, 1), 1.7) + 0 * u.k] AS g FROM generate_series(1, 1 + u.k % 3) j) z
 WHERE (u.k * 11) % 10 <> 0 AND (u.realm_n <> 1 OR u.idx <= 6)
UNION
SELECT pg_temp.u('group', 17), pg_temp.u('user', k) FROM us WHERE ldap;

-- ---- identity brokering ----
CREATE TABLE identity_provider (
  internal_id varchar(36) NOT NULL CONSTRAINT constraint_2b PRIMARY KEY, enabled boolean NOT NULL DEFAULT false,
  provider_alias varchar(255), provider_id varchar(255), store_token boolean NOT NULL DEFAULT false,
  authenticate_by_default boolean NOT NULL DEFAULT false, realm_id varchar(36),
  add_token_role boolean NOT NULL DEFAULT true, trust_email boolean NOT NULL DEFAULT false,
  first_broker_login_flow_id varchar(36), post_broker_login_flow_id varchar(36), provider_display_name varchar(255),
  link_only boolean NOT NULL DEFAULT false,
  CONSTRAINT uk_2daelwnibji49avxsrtuf6xj33 UNIQUE (provider_alias, realm_id),
  CONSTRAINT fk2b4ebc52ae5c3b34 FOREIGN KEY (realm_id) REFERENCES realm (id));
INSERT INTO identity_provider (internal_id, enabled, provider_alias, provider_id, store_token, realm_id, trust_email,
                               first_broker_login_flow_id, provider_display_name, link_only)
SELECT pg_temp.u('idp', i), i <> 7, alias, pid, i = 2, rr.id, pid IN ('google', 'microsoft'),
       pg_temp.u('flow', n * 10 + 3), disp, i = 6
  FROM (VALUES (1, 2, 'google', 'google', 'Google'), (2, 2, 'github', 'github', 'GitHub'),
               (3, 2, 'azure-ad', 'oidc', 'Acme Azure AD'), (4, 3, 'google', 'google', 'Google'),
               (5, 3, 'saml-partner-a', 'saml', 'Partner A'), (6, 3, 'microsoft', 'microsoft', 'Microsoft'),
               (7, 4, 'github', 'github', 'GitHub'), (8, 4, 'google', 'google', 'Google')) v(i, n, alias, pid, disp)
  JOIN rr USING (n);

CREATE TABLE identity_provider_config (
  identity_provider_id varchar(36) NOT NULL, value text, name varchar(255) NOT NULL,
  CONSTRAINT constraint_d PRIMARY KEY (identity_provider_id, name),
  CONSTRAINT fkdc4897cf864c4e43 FOREIGN KEY (identity_provider_id) REFERENCES identity_provider (internal_id));
INSERT INTO identity_provider_config
SELECT internal_id, CASE c WHEN 'clientId' THEN md5('cid' || internal_id) WHEN 'clientSecret' THEN '**********'
                           WHEN 'syncMode' THEN 'IMPORT' WHEN 'hideOnLoginPage' THEN 'false' ELSE 'true' END, c
  FROM identity_provider, unnest(ARRAY['clientId', 'clientSecret', 'syncMode', 'hideOnLoginPage', 'useJwksUrl', 'guiOrder']) c
 WHERE provider_id <> 'saml' OR c IN ('syncMode', 'hideOnLoginPage');

CREATE TABLE federated_identity (
  identity_provider varchar(255) NOT NULL, realm_id varchar(36), federated_user_id varchar(255),
  federated_username varchar(255), token text, user_id varchar(36) NOT NULL,
  CONSTRAINT constraint_40 PRIMARY KEY (identity_provider, user_id),
  CONSTRAINT fk404288b92ef007a6 FOREIGN KEY (user_id) REFERENCES user_entity (id));
INSERT INTO federated_identity
SELECT DISTINCT ON (ip.provider_alias, us.k) ip.provider_alias, ip.realm_id, (100000000 + us.k * 7919)::text,
       lower(ue.first_name) || us.k, CASE WHEN ip.store_token THEN '{"access_token":"' || md5('tok' || us.k) || '"}' END, ue.id
  FROM us JOIN user_entity ue ON ue.id = pg_temp.u('user', us.k) JOIN rr ON rr.n = us.realm_n
  JOIN identity_provider ip ON ip.realm_id = rr.id
 WHERE us.sa_client IS NULL AND NOT us.ldap AND (us.k * 13 + length(ip.provider_alias)) % 5 = 0;

-- ---- offline sessions ----
CREATE TABLE offline_user_session (
  user_session_id varchar(36) NOT NULL, user_id varchar(255) NOT NULL, realm_id varchar(36) NOT NULL,
  created_on integer NOT NULL, offline_flag varchar(4) NOT NULL, data text, last_session_refresh integer NOT NULL DEFAULT 0,
  broker_session_id varchar(1024), version integer DEFAULT 0,
  CONSTRAINT constraint_offl_us_ses_pk2 PRIMARY KEY (user_session_id, offline_flag));
INSERT INTO offline_user_session
SELECT pg_temp.u('uss', s), pg_temp.u('user', k), rr.id, 1700000000 + s * 613, '1',
       '{"ipAddress":"10.0.' || (s % 250) || '.' || (k % 250) || '","authMethod":"openid-connect","rememberMe":false,"started":0}',
       1700000000 + s * 613 + pg_temp.r(86400), NULL, 0
  FROM (SELECT s, (SELECT k FROM us WHERE sa_client IS NULL AND realm_n IN (2, 3, 5) AND us.k % 3 <> 0
                    ORDER BY k OFFSET (pg_temp.sk(1200, 1.3) + 0 * s) LIMIT 1) k
          FROM generate_series(1, 420) s) x
  JOIN us USING (k) JOIN rr ON rr.n = us.realm_n;

CREATE TABLE offline_client_session (
  user_session_id varchar(36) NOT NULL, client_id varchar(255) NOT NULL, offline_flag varchar(4) NOT NULL,
  "timestamp" integer, data text, client_storage_provider varchar(36) NOT NULL DEFAULT 'local',
  external_client_id varchar(255) NOT NULL DEFAULT 'local', version integer DEFAULT 0,
  CONSTRAINT constraint_offl_cl_ses_pk3 PRIMARY KEY (user_session_id, client_id, client_storage_provider, external_client_id, offline_flag));
INSERT INTO offline_client_session
SELECT DISTINCT ON (o.user_session_id, c.id) o.user_session_id, c.id, o.offline_flag, o.created_on + j * 30,
       '{"authMethod":"openid-connect","redirectUri":"' || coalesce(c.root_url, '') || '/","notes":{}}', 'local', 'local', 0
  FROM offline_user_session o, generate_series(1, 2) j,
       LATERAL (SELECT c.* FROM client c WHERE c.realm_id = o.realm_id
                  AND c.client_id IN ('mobile-app', 'web-portal', 'partner-portal', 'dashboard', 'account-console', 'grafana')
                ORDER BY md5(o.user_session_id || j || c.id) LIMIT 1) c
 WHERE j = 1 OR o.created_on % 3 = 0;

-- ---- events (no foreign keys; rows outlive deleted users and clients) ----
CREATE TABLE event_entity (
  id varchar(36) NOT NULL CONSTRAINT constraint_4 PRIMARY KEY, client_id varchar(255), details_json varchar(2550),
  error varchar(255), ip_address varchar(255), realm_id varchar(255), session_id varchar(255), event_time bigint,
  type varchar(255), user_id varchar(255), details_json_long_value text);
INSERT INTO event_entity
SELECT pg_temp.u('event', e),
       CASE WHEN deleted_client THEN 'legacy-crm' ELSE c.client_id END,
       '{"auth_method":"openid-connect","redirect_uri":"' || coalesce(c.root_url, '') || '/","username":"' || coalesce(ue.username, 'unknown' || e) || '"}',
       CASE WHEN t IN ('LOGIN_ERROR', 'CODE_TO_TOKEN_ERROR') THEN (ARRAY['invalid_user_credentials', 'user_not_found', 'invalid_code'])[1 + e % 3] END,
       '203.0.113.' || (e * 7 % 250), rr.id, CASE WHEN t NOT LIKE '%ERROR' THEN pg_temp.u('sess', e / 3) END,
       1700000000000 + e::bigint * 61000, t,
       CASE WHEN t = 'LOGIN_ERROR' AND e % 2 = 0 THEN NULL WHEN deleted_user THEN pg_temp.u('deleted-user', e % 40) ELSE ue.id END,
       NULL
  FROM (SELECT e, (ARRAY['LOGIN', 'LOGIN', 'LOGIN', 'CODE_TO_TOKEN', 'CODE_TO_TOKEN', 'REFRESH_TOKEN', 'REFRESH_TOKEN',
                         'LOGOUT', 'LOGIN_ERROR', 'UPDATE_PASSWORD', 'CODE_TO_TOKEN_ERROR', 'REGISTER'])[pg_temp.sk(12, 1.4)] AS t,
               (ARRAY[2, 2, 2, 2, 3, 3, 5])[pg_temp.r(7)] AS n, random() < 0.03 AS deleted_user, random() < 0.015 AS deleted_client,
               random() AS ru, random() AS rc
          FROM generate_series(1, 4200) e) x
  JOIN rr USING (n)
  JOIN LATERAL (SELECT ue.* FROM user_entity ue WHERE ue.realm_id = rr.id AND ue.service_account_client_link IS NULL
                ORDER BY ue.id OFFSET floor(x.ru ^ 1.5 * 300) LIMIT 1) ue ON true
  JOIN LATERAL (SELECT c.* FROM client c WHERE c.realm_id = rr.id AND c.client_id NOT IN ('realm-management', 'broker', 'admin-cli')
                  AND NOT c.bearer_only ORDER BY c.client_id OFFSET floor(x.rc ^ 2 * 5) LIMIT 1) c ON true;

CREATE TABLE admin_event_entity (
  id varchar(36) NOT NULL CONSTRAINT constraint_admin_event_entity PRIMARY KEY, admin_event_time bigint,
  realm_id varchar(255), operation_type varchar(255), auth_realm_id varchar(255), auth_client_id varchar(255),
  auth_user_id varchar(255), ip_address varchar(255), resource_path varchar(2550), representation text,
  error varchar(255), resource_type varchar(64), details_json text);
INSERT INTO admin_event_entity
SELECT pg_temp.u('aevent', a), 1690000000000 + a::bigint * 3600000, rr.id,
       (ARRAY['CREATE', 'UPDATE', 'UPDATE', 'DELETE', 'ACTION'])[pg_temp.sk(5, 1.5)],
       ar.id, (SELECT c.id FROM client c WHERE c.realm_id = ar.id AND c.client_id = CASE WHEN a % 9 = 0 THEN 'admin-cli' ELSE 'security-admin-console' END),
       CASE WHEN a % 31 = 0 THEN pg_temp.u('deleted-admin', a % 3) ELSE adm.id END,
       '198.51.100.' || (a % 20), 'users/' || pg_temp.u('user', a * 3 % 2000), NULL, NULL,
       (ARRAY['USER', 'USER', 'USER', 'GROUP_MEMBERSHIP', 'REALM_ROLE_MAPPING', 'CLIENT', 'GROUP'])[pg_temp.sk(7, 1.6)], NULL
  FROM (SELECT a, (ARRAY[2, 2, 2, 3, 4, 1])[pg_temp.r(6)] AS n, random() < 0.7 AS from_master, random() AS ru
          FROM generate_series(1, 650) a) x
  JOIN rr USING (n)
  JOIN rr ar ON ar.n = CASE WHEN from_master THEN 1 ELSE x.n END
  JOIN LATERAL (SELECT ue.* FROM user_entity ue WHERE ue.realm_id = ar.id AND ue.service_account_client_link IS NULL
                ORDER BY ue.created_timestamp LIMIT 1 OFFSET floor(x.ru * 5)) adm ON true;
ANALYZE;

/*
 * http.c
 *	  Streamable HTTP with libmicrohttpd: one endpoint, /mcp.
 *
 * For a server that sits next to the database and serves agents elsewhere
 * on the host (or, deliberately, the network):
 *	- it listens on 127.0.0.1 unless a host is given (--http=HOST:PORT);
 *	- every request must carry "Authorization: Bearer <token>", the token
 *	  read from --http-token-file at start (compared in constant time);
 *	- a request with an Origin header is refused (403) unless that origin
 *	  was allowed with --http-allow-origin, and on a loopback address the
 *	  Host header must name a loopback host: both against DNS rebinding;
 *	- POST carries one JSON-RPC message (a batch in a 2025-03-26 session)
 *	  and is answered with application/json, or 202 Accepted when there is
 *	  nothing to answer (notifications, responses, a cancelled request);
 *	  GET is 405 (the server sends nothing unasked), DELETE ends a session;
 *	- initialize creates a session, whose id comes back in Mcp-Session-Id
 *	  and must accompany every later request (400 without it, 404 for an
 *	  unknown or ended one); an MCP-Protocol-Version header we do not speak
 *	  is 400.
 * Each connection has a thread of its own (libmicrohttpd's
 * thread-per-connection mode) that runs its tool calls on a pooled
 * database connection; notifications/cancelled on another connection
 * cancels them, as over stdio.
 */
#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/random.h>
#include <sys/socket.h>

#include <microhttpd.h>

#include "db.h"
#include "ekaya_mcp.h"
#include "http.h"
#include "jsonrpc.h"
#include "protocol.h"
#include "session.h"
#include "strbuf.h"

#define ENDPOINT		"/mcp"
#define MAX_BODY		(8 * 1024 * 1024)
#define MAX_SESSIONS	256

static char *token;
static bool loopback;

/* ---- sessions ----------------------------------------------------------------- */

typedef struct HttpSession
{
	Session		s;
	int			refs;			/* the table's reference plus one per request */
} HttpSession;

static HttpSession *sessions[MAX_SESSIONS];
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

static void
session_unref(HttpSession *h)
{
	bool		last;

	pthread_mutex_lock(&table_lock);
	last = --h->refs == 0;
	pthread_mutex_unlock(&table_lock);
	if (last)
	{
		pthread_mutex_destroy(&h->s.lock);
		free(h);
	}
}

/* The table slot of the session with that id, or -1; the caller holds table_lock. */
static int
slot_of(const char *id)
{
	for (int i = 0; i < MAX_SESSIONS; i++)
		if (sessions[i] && strcmp(sessions[i]->s.id, id) == 0)
			return i;
	return -1;
}

/* The session with that id, referenced, or NULL. */
static HttpSession *
session_find(const char *id)
{
	HttpSession *found = NULL;
	int			i;

	pthread_mutex_lock(&table_lock);
	if ((i = slot_of(id)) >= 0)
	{
		found = sessions[i];
		found->refs++;
		found->s.last_used = time(NULL);
	}
	pthread_mutex_unlock(&table_lock);
	return found;
}

/* Drop the table's reference; running calls of the session are cancelled. */
static bool
session_remove(const char *id)
{
	HttpSession *h = NULL;
	int			i;

	pthread_mutex_lock(&table_lock);
	if ((i = slot_of(id)) >= 0)
	{
		h = sessions[i];
		sessions[i] = NULL;
	}
	pthread_mutex_unlock(&table_lock);
	if (h == NULL)
		return false;
	session_cancel_all(&h->s);
	session_unref(h);
	return true;
}

/*
 * Enter a newly initialized session into the table under a random id.  When
 * the table is full the least recently used idle session makes room; false
 * when every session is busy.
 */
static bool
session_register(HttpSession *h)
{
	unsigned char rnd[16];
	int			slot = -1;
	int			oldest = -1;

	if (getrandom(rnd, sizeof(rnd), 0) != (ssize_t) sizeof(rnd))
		return false;
	for (size_t i = 0; i < sizeof(rnd); i++)
		snprintf(h->s.id + 2 * i, 3, "%02x", rnd[i]);
	pthread_mutex_lock(&table_lock);
	for (int i = 0; i < MAX_SESSIONS && slot < 0; i++)
		if (sessions[i] == NULL)
			slot = i;
	if (slot < 0)
		for (int i = 0; i < MAX_SESSIONS; i++)
			if (sessions[i]->refs == 1 && !session_busy(&sessions[i]->s) &&
				(oldest < 0 || sessions[i]->s.last_used < sessions[oldest]->s.last_used))
				oldest = i;
	if (slot < 0 && oldest >= 0)
	{
		HttpSession *old = sessions[oldest];

		sessions[oldest] = NULL;
		slot = oldest;
		if (--old->refs == 0)
		{
			pthread_mutex_destroy(&old->s.lock);
			free(old);
		}
	}
	if (slot >= 0)
	{
		h->refs++;
		sessions[slot] = h;
	}
	pthread_mutex_unlock(&table_lock);
	return slot >= 0;
}

/* ---- requests ------------------------------------------------------------------ */

typedef struct HttpSink
{
	Sink		sink;
	char	   *text;
} HttpSink;

static void
http_deliver(Sink *sink, char *text)
{
	HttpSink   *h = (HttpSink *) sink;

	free(h->text);
	h->text = text;
}

typedef struct Upload
{
	StrBuf		body;
	bool		too_big;
} Upload;

static enum MHD_Result
respond(struct MHD_Connection *conn, unsigned status, const char *type, char *body,
		const char *session_id)
{
	struct MHD_Response *r;
	enum MHD_Result ret;

	r = MHD_create_response_from_buffer(body ? strlen(body) : 0, body,
										body ? MHD_RESPMEM_MUST_FREE : MHD_RESPMEM_PERSISTENT);
	if (r == NULL)
	{
		free(body);
		return MHD_NO;
	}
	if (type)
		MHD_add_response_header(r, "Content-Type", type);
	if (session_id)
		MHD_add_response_header(r, "Mcp-Session-Id", session_id);
	if (status == MHD_HTTP_UNAUTHORIZED)
		MHD_add_response_header(r, "WWW-Authenticate", "Bearer realm=\"ekaya-mcp\"");
	if (status == MHD_HTTP_METHOD_NOT_ALLOWED)
		MHD_add_response_header(r, "Allow", "POST, DELETE");
	ret = MHD_queue_response(conn, status, r);
	MHD_destroy_response(r);
	return ret;
}

/* An HTTP error with a JSON-RPC error body (id null), as the SDK expects. */
static enum MHD_Result
refuse(struct MHD_Connection *conn, unsigned status, const char *message)
{
	return respond(conn, status, "application/json",
				   rpc_reply_error(NULL, RPC_INVALID_REQUEST, message), NULL);
}

static bool
token_matches(const char *header)
{
	size_t		n = strlen(token);
	size_t		m;
	unsigned char diff = 0;

	if (header == NULL || strncasecmp(header, "Bearer ", 7) != 0)
		return false;
	header += 7;
	while (*header == ' ')
		header++;
	m = strlen(header);
	for (size_t i = 0; i < n; i++)
		diff |= (unsigned char) token[i] ^ (unsigned char) (i < m ? header[i] : 0);
	return diff == 0 && m == n;
}

/* A loopback server answers only to loopback host names (DNS rebinding). */
static bool
host_allowed(const char *host)
{
	static const char *const names[] = {"localhost", "127.0.0.1", "[::1]"};

	if (!loopback)
		return true;
	if (host == NULL)
		return false;
	for (size_t i = 0; i < sizeof(names) / sizeof(*names); i++)
	{
		size_t		n = strlen(names[i]);

		if (strncasecmp(host, names[i], n) == 0 && (host[n] == '\0' || host[n] == ':'))
			return true;
	}
	return strncmp(host, "127.", 4) == 0;
}

static bool
origin_allowed(const char *origin)
{
	if (origin == NULL)
		return true;			/* not a browser */
	for (int i = 0; i < mcp_settings.http_norigins; i++)
		if (strcasecmp(origin, mcp_settings.http_origins[i]) == 0)
			return true;
	return false;
}

/* The checks every request passes before its body is read. */
static const char *
precheck(struct MHD_Connection *conn, const char *url, const char *method, unsigned *status)
{
	const char *accept = MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "Accept");
	const char *version = MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "MCP-Protocol-Version");

	*status = MHD_HTTP_NOT_FOUND;
	if (strcmp(url, ENDPOINT) != 0)
		return "Not Found: the MCP endpoint is " ENDPOINT;
	*status = MHD_HTTP_FORBIDDEN;
	if (!host_allowed(MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "Host")))
		return "Forbidden: Host is not a loopback name";
	if (!origin_allowed(MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "Origin")))
		return "Forbidden: Origin not allowed (see --http-allow-origin)";
	*status = MHD_HTTP_UNAUTHORIZED;
	if (!token_matches(MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "Authorization")))
		return "Unauthorized: send Authorization: Bearer <the token in --http-token-file>";
	*status = MHD_HTTP_METHOD_NOT_ALLOWED;
	if (strcmp(method, "POST") != 0 && strcmp(method, "DELETE") != 0)
		return "Method Not Allowed: POST messages to " ENDPOINT "; this server opens no SSE stream";
	*status = MHD_HTTP_BAD_REQUEST;
	if (version && !mcp_revision_supported(version))
		return "Bad Request: unsupported MCP-Protocol-Version";
	*status = MHD_HTTP_NOT_ACCEPTABLE;
	if (strcmp(method, "POST") == 0 && accept && !strstr(accept, "application/json") &&
		!strstr(accept, "*/*"))
		return "Not Acceptable: the client must accept application/json";
	return NULL;
}

/* A POST's message, complete: run it in its session and answer. */
static enum MHD_Result
answer_post(struct MHD_Connection *conn, Upload *u)
{
	const char *sid = MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "Mcp-Session-Id");
	HttpSession *h;
	HttpSink	sink = {{http_deliver}, NULL};
	bool		fresh = sid == NULL;
	enum MHD_Result ret;

	if (u->too_big)
		return refuse(conn, MHD_HTTP_CONTENT_TOO_LARGE, "Payload Too Large");
	if (fresh)
	{
		h = calloc(1, sizeof(HttpSession));
		if (h == NULL)
			return refuse(conn, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory");
		session_init(&h->s);
		h->refs = 1;
	}
	else if ((h = session_find(sid)) == NULL)
		return refuse(conn, MHD_HTTP_NOT_FOUND, "Not Found: no such session (it ended or never existed)");

	pthread_mutex_lock(&h->s.lock);
	h->s.users++;
	pthread_mutex_unlock(&h->s.lock);
	rpc_handle_text(&h->s, u->body.data ? u->body.data : "", u->body.len, &sink.sink, false);
	pthread_mutex_lock(&h->s.lock);
	h->s.users--;
	pthread_mutex_unlock(&h->s.lock);

	if (fresh && !h->s.initialized)
	{
		free(sink.text);
		ret = refuse(conn, MHD_HTTP_BAD_REQUEST,
					 "Bad Request: send initialize first, then the Mcp-Session-Id it returns with every request");
	}
	else if (fresh && !session_register(h))
	{
		free(sink.text);
		ret = refuse(conn, MHD_HTTP_SERVICE_UNAVAILABLE, "Service Unavailable: too many sessions");
	}
	else if (sink.text)
		ret = respond(conn, MHD_HTTP_OK, "application/json", sink.text, fresh ? h->s.id : NULL);
	else
		ret = respond(conn, MHD_HTTP_ACCEPTED, NULL, NULL, NULL);
	session_unref(h);
	return ret;
}

static enum MHD_Result
handle(void *cls, struct MHD_Connection *conn, const char *url, const char *method,
	   const char *version, const char *upload_data, size_t *upload_size, void **con_cls)
{
	Upload	   *u = *con_cls;

	(void) cls;
	(void) version;
	if (u == NULL)
	{
		unsigned	status;
		const char *why = precheck(conn, url, method, &status);

		if (why != NULL)
			return refuse(conn, status, why);
		if ((u = calloc(1, sizeof(Upload))) == NULL)
			return MHD_NO;
		sb_init(&u->body);
		*con_cls = u;
		return MHD_YES;
	}
	if (*upload_size > 0)
	{
		if (u->body.len + *upload_size > MAX_BODY)
			u->too_big = true;
		else
			sb_append(&u->body, upload_data, *upload_size);
		*upload_size = 0;
		return MHD_YES;
	}
	if (strcmp(method, "DELETE") == 0)
	{
		const char *sid = MHD_lookup_connection_value(conn, MHD_HEADER_KIND, "Mcp-Session-Id");

		if (sid == NULL)
			return refuse(conn, MHD_HTTP_BAD_REQUEST, "Bad Request: Mcp-Session-Id header is required");
		if (!session_remove(sid))
			return refuse(conn, MHD_HTTP_NOT_FOUND, "Not Found: no such session");
		return respond(conn, MHD_HTTP_OK, NULL, NULL, NULL);
	}
	return answer_post(conn, u);
}

static void
completed(void *cls, struct MHD_Connection *conn, void **con_cls, enum MHD_RequestTerminationCode code)
{
	Upload	   *u = *con_cls;

	(void) cls;
	(void) conn;
	(void) code;
	if (u)
	{
		sb_free(&u->body);
		free(u);
	}
	*con_cls = NULL;
}

/* ---- start-up ------------------------------------------------------------------------ */

static char *
read_token(const char *path)
{
	FILE	   *f = fopen(path, "r");
	char		buf[4096];
	size_t		n;

	if (f == NULL)
		return NULL;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r' || buf[n - 1] == ' ' || buf[n - 1] == '\t'))
		buf[--n] = '\0';
	return n > 0 ? strdup(buf) : NULL;
}

/* Split [HOST:]PORT (HOST may be [v6]) into host and port texts. */
static bool
split_address(const char *spec, char *host, size_t hsize, char *port, size_t psize)
{
	const char *colon = strrchr(spec, ':');

	if (colon == NULL)
	{
		snprintf(host, hsize, "127.0.0.1");
		snprintf(port, psize, "%s", spec);
	}
	else if (spec[0] == '[')
	{
		const char *close = strchr(spec, ']');

		if (close == NULL || close + 1 != colon)
			return false;
		snprintf(host, hsize, "%.*s", (int) (close - spec - 1), spec + 1);
		snprintf(port, psize, "%s", colon + 1);
	}
	else
	{
		snprintf(host, hsize, "%.*s", (int) (colon - spec), spec);
		snprintf(port, psize, "%s", colon + 1);
	}
	return port[0] != '\0' && strspn(port, "0123456789") == strlen(port);
}

int
http_serve(void)
{
	char		host[256];
	char		port[16];
	struct addrinfo hints = {0};
	struct addrinfo *ai = NULL;
	struct MHD_Daemon *d;
	const union MHD_DaemonInfo *info;
	unsigned	flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG;
	sigset_t	stop;
	int			sig;

	if (mcp_settings.http_token_file == NULL ||
		(token = read_token(mcp_settings.http_token_file)) == NULL)
	{
		mcp_log("--http needs --http-token-file=PATH naming a file that holds the bearer token "
				"clients must send (e.g. head -c 32 /dev/urandom | base64 > PATH; chmod 600 PATH)");
		return 2;
	}
	if (!split_address(mcp_settings.http, host, sizeof(host), port, sizeof(port)))
	{
		mcp_log("--http must be PORT or HOST:PORT, got \"%s\"", mcp_settings.http);
		return 2;
	}
	hints.ai_family = AF_UNSPEC;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_PASSIVE;
	if (getaddrinfo(host, port, &hints, &ai) != 0 || ai == NULL)
	{
		mcp_log("cannot resolve the --http address \"%s\"", mcp_settings.http);
		return 2;
	}
	if (ai->ai_family == AF_INET)
		loopback = (ntohl(((struct sockaddr_in *) ai->ai_addr)->sin_addr.s_addr) >> 24) == 127;
	else
	{
		flags |= MHD_USE_IPv6;
		loopback = IN6_IS_ADDR_LOOPBACK(&((struct sockaddr_in6 *) ai->ai_addr)->sin6_addr);
	}
	if (!loopback)
		mcp_log("listening on a non-loopback address: anyone who can reach it and has the token can "
				"use the database as this server's role; put TLS in front of it");

	/* the connection threads inherit this mask; SIGTERM and SIGINT end us */
	sigemptyset(&stop);
	sigaddset(&stop, SIGTERM);
	sigaddset(&stop, SIGINT);
	pthread_sigmask(SIG_BLOCK, &stop, NULL);

	d = MHD_start_daemon(flags, 0, NULL, NULL, handle, NULL,
						 MHD_OPTION_SOCK_ADDR, ai->ai_addr,
						 MHD_OPTION_CONNECTION_LIMIT, (unsigned) 64,
						 MHD_OPTION_CONNECTION_TIMEOUT, (unsigned) 600,
						 MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
						 MHD_OPTION_END);
	freeaddrinfo(ai);
	if (d == NULL)
	{
		mcp_log("could not listen on %s", mcp_settings.http);
		return 2;
	}
	info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
	mcp_log("listening on http://%s%s%s:%u" ENDPOINT, strchr(host, ':') ? "[" : "", host,
			strchr(host, ':') ? "]" : "", info ? (unsigned) info->port : 0);

	sigwait(&stop, &sig);
	atomic_store(&mcp_shutting_down, true);
	MHD_stop_daemon(d);
	free(token);
	return 0;
}

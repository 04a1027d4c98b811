/*
 * session.h
 *	  MCP sessions, the requests in flight, and where replies go.
 *
 * A session is what initialize creates: the stdio server has one, the HTTP
 * server one per Mcp-Session-Id.  Every request in flight is a Call
 * registered in its session until its reply is delivered, so that
 * notifications/cancelled can find it; a cancelled call's reply is dropped.
 *
 * A Sink receives exactly one delivery per message handled: the reply text,
 * or NULL when there is nothing to send (a notification, a response, a
 * cancelled request).  stdout, an HTTP response and a batch are sinks.
 */
#ifndef EKAYA_MCP_SESSION_H
#define EKAYA_MCP_SESSION_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <time.h>

typedef struct Sink Sink;
struct Sink
{
	/* takes ownership of text (malloc'd), which may be NULL */
	void		(*deliver) (Sink *sink, char *text);
};

typedef struct Call Call;
typedef struct Session Session;

struct Call
{
	Call	   *next;
	Session    *session;
	char	   *id_text;		/* the request's id as JSON text, as received */
	atomic_bool cancelled;
};

struct Session
{
	pthread_mutex_t lock;
	bool		initialized;	/* initialize was answered */
	char		version[16];	/* negotiated protocol revision */
	Call	   *calls;			/* in flight */
	char		id[48];			/* Mcp-Session-Id (HTTP), "" for stdio */
	time_t		last_used;
	int			users;			/* HTTP requests using it right now */
};

void		session_init(Session *s);
/* True when the negotiated revision allows JSON-RPC batches (2025-03-26). */
bool		session_batches(Session *s);

/* Register a request in flight; the caller owns the Call until call_end. */
Call	   *call_begin(Session *s, const char *id_text);
/* Unregister; true when the call was cancelled (its reply must be dropped). */
bool		call_end(Call *call);
/* notifications/cancelled: mark the call with that id; false if none. */
bool		session_cancel(Session *s, const char *id_text);
/* Mark every call of the session cancelled (shutdown, session deleted). */
void		session_cancel_all(Session *s);
bool		session_busy(Session *s);

/* Set by SIGTERM/SIGINT: running statements are cancelled, nothing new starts. */
extern atomic_bool mcp_shutting_down;

#endif

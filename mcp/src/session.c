/*
 * session.c
 *	  Sessions and the registry of requests in flight.
 */
#include <stdlib.h>
#include <string.h>

#include "session.h"

atomic_bool mcp_shutting_down;

void
session_init(Session *s)
{
	memset(s, 0, sizeof(*s));
	pthread_mutex_init(&s->lock, NULL);
	s->last_used = time(NULL);
}

bool
session_batches(Session *s)
{
	bool		yes;

	pthread_mutex_lock(&s->lock);
	yes = strcmp(s->version, "2025-03-26") == 0;
	pthread_mutex_unlock(&s->lock);
	return yes;
}

Call *
call_begin(Session *s, const char *id_text)
{
	Call	   *call = calloc(1, sizeof(Call));

	if (call == NULL)
		return NULL;
	call->session = s;
	call->id_text = strdup(id_text);
	if (call->id_text == NULL)
	{
		free(call);
		return NULL;
	}
	atomic_init(&call->cancelled, false);
	pthread_mutex_lock(&s->lock);
	call->next = s->calls;
	s->calls = call;
	pthread_mutex_unlock(&s->lock);
	return call;
}

bool
call_end(Call *call)
{
	Session    *s = call->session;
	bool		cancelled;

	pthread_mutex_lock(&s->lock);
	for (Call **p = &s->calls; *p; p = &(*p)->next)
		if (*p == call)
		{
			*p = call->next;
			break;
		}
	cancelled = atomic_load(&call->cancelled);
	pthread_mutex_unlock(&s->lock);
	free(call->id_text);
	free(call);
	return cancelled;
}

bool
session_cancel(Session *s, const char *id_text)
{
	bool		found = false;

	pthread_mutex_lock(&s->lock);
	for (Call *c = s->calls; c; c = c->next)
		if (strcmp(c->id_text, id_text) == 0)
		{
			atomic_store(&c->cancelled, true);
			found = true;
		}
	pthread_mutex_unlock(&s->lock);
	return found;
}

void
session_cancel_all(Session *s)
{
	pthread_mutex_lock(&s->lock);
	for (Call *c = s->calls; c; c = c->next)
		atomic_store(&c->cancelled, true);
	pthread_mutex_unlock(&s->lock);
}

bool
session_busy(Session *s)
{
	bool		busy;

	pthread_mutex_lock(&s->lock);
	busy = s->calls != NULL || s->users > 0;
	pthread_mutex_unlock(&s->lock);
	return busy;
}

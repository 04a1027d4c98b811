/*
 * jsonrpc.c
 *	  JSON-RPC 2.0 messages: classify, answer, batch, recover ids.
 *
 * Each message is one stdin line or one HTTP body.  This file decides what
 * kind of message it is (request, notification, stray response, batch,
 * garbage), hands requests and notifications to the MCP layer and delivers
 * exactly one reply per request to the message's sink.
 *
 * Valid JSON that jansson will not load (an integer beyond 64 bits, a lone
 * UTF-16 surrogate escape) is not a parse error to the client, which then
 * waits for an answer with its request's id.  scan() reads such a message
 * far enough to find the id as written, which every such reply echoes, and
 * replaces lone surrogates with U+FFFD, as most JSON decoders do.  U+0000
 * is loaded as it is (JSON_ALLOW_NUL); the tools refuse it in arguments,
 * since PostgreSQL text cannot hold it.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "ekaya_mcp.h"
#include "jsonrpc.h"
#include "protocol.h"
#include "strbuf.h"
#include "tools.h"
#include "worker.h"

void
rpc_error_set(RpcError *err, int code, const char *fmt,...)
{
	va_list		ap;

	err->code = code;
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof(err->message), fmt, ap);
	va_end(ap);
}

char *
rpc_reply_result(const char *id_text, const char *result)
{
	StrBuf		sb;

	sb_init(&sb);
	sb_puts(&sb, "{\"jsonrpc\":\"2.0\",\"id\":");
	sb_puts(&sb, id_text ? id_text : "null");
	sb_puts(&sb, ",\"result\":");
	sb_puts(&sb, result);
	sb_puts(&sb, "}");
	return sb_finish(&sb);
}

char *
rpc_reply_error(const char *id_text, int code, const char *message)
{
	StrBuf		sb;

	sb_init(&sb);
	sb_printf(&sb, "{\"jsonrpc\":\"2.0\",\"id\":%s,\"error\":{\"code\":%d,\"message\":",
			  id_text ? id_text : "null", code);
	sb_json_string(&sb, message, strlen(message));
	sb_puts(&sb, "}}");
	return sb_finish(&sb);
}

/* ---- recovering what jansson will not load ---------------------------------- */

typedef struct ScanInfo
{
	char	   *id_raw;			/* the top-level "id" value as written, or NULL */
	bool		id_big;			/* it is an integer beyond 64 bits */
	bool		big_elsewhere;	/* another integer is beyond 64 bits */
} ScanInfo;

static int
hex4(const char *p)
{
	int			v = 0;

	for (int i = 0; i < 4; i++)
	{
		int			c = (unsigned char) p[i];

		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= c - '0';
		else if (c >= 'a' && c <= 'f')
			v |= c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			v |= c - 'A' + 10;
		else
			return -1;
	}
	return v;
}

/* Whether the integer literal p[0..len) lies outside the range of int64. */
static bool
beyond_int64(const char *p, size_t len)
{
	bool		neg = len > 0 && p[0] == '-';
	const char *limit = neg ? "9223372036854775808" : "9223372036854775807";

	if (neg)
	{
		p++;
		len--;
	}
	while (len > 1 && p[0] == '0')
	{
		p++;
		len--;
	}
	if (len != strlen(limit))
		return len > strlen(limit);
	return strncmp(p, limit, len) > 0;
}

/*
 * A copy of text[0..len) with lone surrogate escapes replaced by \ufffd
 * (same length), and what info says about its id and its integers.  Only
 * as much of JSON as finding those needs is understood here; jansson still
 * judges the syntax.
 */
static char *
scan(const char *text, size_t len, ScanInfo *info)
{
	char	   *copy = malloc(len + 1);
	int			depth = 0;
	bool		top_object = false;
	bool		expect_id = false;
	size_t		i = 0;

	memset(info, 0, sizeof(*info));
	if (copy == NULL)
		return NULL;
	memcpy(copy, text, len);
	copy[len] = '\0';
	while (i < len)
	{
		char		c = copy[i];

		if (c == '"')
		{
			size_t		start = i++;
			size_t		j;

			while (i < len && copy[i] != '"')
			{
				if (copy[i] != '\\')
				{
					i++;
					continue;
				}
				if (i + 5 < len && copy[i + 1] == 'u')
				{
					int			cp = hex4(copy + i + 2);

					if (cp >= 0xD800 && cp <= 0xDBFF && i + 11 < len && copy[i + 6] == '\\' &&
						copy[i + 7] == 'u' && hex4(copy + i + 8) >= 0xDC00 && hex4(copy + i + 8) <= 0xDFFF)
					{
						i += 12;
						continue;
					}
					if (cp >= 0xD800 && cp <= 0xDFFF)
						memcpy(copy + i + 2, "fffd", 4);
					i += 6;
					continue;
				}
				i += 2;
			}
			i++;				/* the closing quote */
			for (j = i; j < len && isspace((unsigned char) copy[j]); j++)
				;
			if (depth == 1 && top_object && j < len && copy[j] == ':')
			{
				expect_id = i - start == 4 && strncmp(text + start, "\"id\"", 4) == 0;
				i = j + 1;
				continue;
			}
			if (expect_id && depth == 1 && info->id_raw == NULL)
				info->id_raw = strndup(text + start, i - start);
			expect_id = false;
			continue;
		}
		if (c == '-' || isdigit((unsigned char) c))
		{
			size_t		start = i;
			bool		integer = true;

			while (i < len && (isdigit((unsigned char) copy[i]) || strchr("-+.eE", copy[i])))
			{
				if (strchr(".eE", copy[i]))
					integer = false;
				i++;
			}
			if (integer && beyond_int64(text + start, i - start))
			{
				if (expect_id && depth == 1)
					info->id_big = true;
				else
					info->big_elsewhere = true;
			}
			if (expect_id && depth == 1 && info->id_raw == NULL)
				info->id_raw = strndup(text + start, i - start);
			expect_id = false;
			continue;
		}
		if (c == '{' || c == '[')
		{
			if (++depth == 1)
				top_object = c == '{';
			expect_id = false;
		}
		else if (c == '}' || c == ']')
			depth--;
		else if (isalpha((unsigned char) c))
			expect_id = false;
		i++;
	}
	return copy;
}

/* ---- replies ------------------------------------------------------------------- */

static void
deliver_error(Sink *sink, const char *id_text, int code, const char *message)
{
	sink->deliver(sink, rpc_reply_error(id_text, code, message));
}

/* A batch collects its members' replies and delivers them as one array. */
typedef struct BatchSink
{
	Sink		sink;
	Sink	   *parent;
	pthread_mutex_t lock;
	int			pending;
	int			count;
	StrBuf		out;
} BatchSink;

static void
batch_deliver(Sink *sink, char *text)
{
	BatchSink  *b = (BatchSink *) sink;
	bool		done;

	pthread_mutex_lock(&b->lock);
	if (text)
	{
		sb_puts(&b->out, b->count++ ? "," : "[");
		sb_puts(&b->out, text);
		free(text);
	}
	done = --b->pending == 0;
	pthread_mutex_unlock(&b->lock);
	if (!done)
		return;
	if (b->count > 0)
	{
		sb_puts(&b->out, "]");
		b->parent->deliver(b->parent, sb_finish(&b->out));
	}
	else
		b->parent->deliver(b->parent, NULL);
	sb_free(&b->out);
	pthread_mutex_destroy(&b->lock);
	free(b);
}

/* ---- tool calls ---------------------------------------------------------------- */

typedef struct ToolJob
{
	Job			job;
	Call	   *call;
	const ToolDef *tool;
	json_t	   *args;
	Sink	   *sink;
} ToolJob;

/*
 * Run one tools/call on a database connection of its own and deliver the
 * reply, unless the call was cancelled meanwhile: then nothing is sent, as
 * the specification asks.
 */
static void
tool_job_run(Job *job)
{
	ToolJob    *tj = (ToolJob *) job;
	char	   *id_text = strdup(tj->call->id_text);
	char	   *error = NULL;
	char	   *result;
	char	   *reply = NULL;

	if (db_acquire(&tj->call->cancelled, &error))
	{
		result = tools_call(tj->tool, tj->args);
		db_release();
	}
	else
	{
		result = tool_error_text(error ? error : "could not get a database connection");
		free(error);
	}
	if (!call_end(tj->call) && id_text)
	{
		reply = result ? rpc_reply_result(id_text, result) : NULL;
		if (reply == NULL)
			reply = rpc_reply_error(id_text, RPC_INTERNAL_ERROR, "Internal error: out of memory");
	}
	free(result);
	free(id_text);
	json_decref(tj->args);
	tj->sink->deliver(tj->sink, reply);
	free(tj);
}

static void
start_tool_call(Session *s, const char *id_text, json_t *params, Sink *sink, bool async)
{
	RpcError	err = {0, ""};
	json_t	   *args = NULL;
	const ToolDef *tool = mcp_tool_for_call(s, params, &args, &err);
	ToolJob    *tj;

	if (tool == NULL)
	{
		deliver_error(sink, id_text, err.code, err.message);
		return;
	}
	tj = calloc(1, sizeof(ToolJob));
	if (tj == NULL || (tj->call = call_begin(s, id_text)) == NULL)
	{
		free(tj);
		deliver_error(sink, id_text, RPC_INTERNAL_ERROR, "Internal error: out of memory");
		return;
	}
	tj->job.run = tool_job_run;
	tj->tool = tool;
	tj->args = json_incref(args);
	tj->sink = sink;
	if (async)
		workers_submit(&tj->job);
	else
		tool_job_run(&tj->job);
}

/* ---- classification ---------------------------------------------------------------- */

static bool
has_nul(json_t *string)
{
	return json_string_length(string) != strlen(json_string_value(string));
}

/*
 * Classify and answer one message.  MCP ids must be strings or integers and
 * never null.  Batches exist only in revision 2025-03-26; an array is an
 * invalid request in every other one, and inside a batch.
 */
static void
handle_value(Session *s, json_t *msg, const char *raw_id, Sink *sink, bool async, bool in_batch)
{
	json_t	   *id;
	json_t	   *method;
	json_t	   *params;
	json_t	   *version;
	char	   *id_text = NULL;

	if (json_is_array(msg) && !in_batch && session_batches(s))
	{
		size_t		n = json_array_size(msg);
		BatchSink  *b;

		if (n == 0)
		{
			deliver_error(sink, NULL, RPC_INVALID_REQUEST, "Invalid Request: empty batch");
			return;
		}
		b = calloc(1, sizeof(BatchSink));
		if (b == NULL)
		{
			deliver_error(sink, NULL, RPC_INTERNAL_ERROR, "Internal error: out of memory");
			return;
		}
		b->sink.deliver = batch_deliver;
		b->parent = sink;
		pthread_mutex_init(&b->lock, NULL);
		b->pending = (int) n + 1;	/* +1: the batch is not done while we add to it */
		sb_init(&b->out);
		for (size_t i = 0; i < n; i++)
			handle_value(s, json_array_get(msg, i), NULL, &b->sink, async, true);
		batch_deliver(&b->sink, NULL);
		return;
	}
	if (!json_is_object(msg))
	{
		deliver_error(sink, NULL, RPC_INVALID_REQUEST,
					  json_is_array(msg) ?
					  "Invalid Request: JSON-RPC batches are only supported in protocol revision 2025-03-26" :
					  "Invalid Request: expected a JSON-RPC object");
		return;
	}

	id = json_object_get(msg, "id");
	method = json_object_get(msg, "method");
	params = json_object_get(msg, "params");
	version = json_object_get(msg, "jsonrpc");

	if (id != NULL && !json_is_string(id) && !json_is_integer(id))
	{
		deliver_error(sink, NULL, RPC_INVALID_REQUEST,
					  "Invalid Request: id must be a string or an integer");
		return;
	}
	if (id != NULL)
	{
		id_text = raw_id ? strdup(raw_id) : json_dumps(id, JSON_ENCODE_ANY | JSON_COMPACT);
		if (id_text == NULL)
		{
			deliver_error(sink, NULL, RPC_INTERNAL_ERROR, "Internal error: out of memory");
			return;
		}
	}

	if (method == NULL && id != NULL &&
		(json_object_get(msg, "result") || json_object_get(msg, "error")))
		sink->deliver(sink, NULL);	/* a response to a request we never send */
	else if (!json_is_string(method) || has_nul(method) || !json_is_string(version) ||
			 strcmp(json_string_value(version), "2.0") != 0)
	{
		if (id != NULL || !json_is_string(method))
			deliver_error(sink, id_text, RPC_INVALID_REQUEST,
						  "Invalid Request: need \"jsonrpc\": \"2.0\" and a method");
		else
			sink->deliver(sink, NULL);
	}
	else if (params != NULL && !json_is_object(params))
	{
		if (id != NULL)
			deliver_error(sink, id_text, RPC_INVALID_PARAMS,
						  "Invalid params: params must be an object");
		else
			sink->deliver(sink, NULL);
	}
	else if (id == NULL)
	{
		mcp_handle_notification(s, json_string_value(method), params);
		sink->deliver(sink, NULL);
	}
	else if (in_batch && strcmp(json_string_value(method), "initialize") == 0)
		deliver_error(sink, id_text, RPC_INVALID_REQUEST,
					  "Invalid Request: initialize must not be part of a batch");
	else if (strcmp(json_string_value(method), "tools/call") == 0 && s->initialized)
		start_tool_call(s, id_text, params, sink, async);
	else
	{
		RpcError	err = {0, ""};
		char	   *result = mcp_handle_request(s, json_string_value(method), params, &err);

		if (result != NULL)
			sink->deliver(sink, rpc_reply_result(id_text, result));
		else
			deliver_error(sink, id_text, err.code ? err.code : RPC_INTERNAL_ERROR,
						  err.message[0] ? err.message : "Internal error");
		free(result);
	}
	free(id_text);
}

void
rpc_handle_text(Session *s, const char *text, size_t len, Sink *sink, bool async)
{
	json_error_t jerr;
	json_t	   *msg;

	msg = json_loadb(text, len, JSON_ALLOW_NUL, &jerr);
	if (msg == NULL)
	{
		ScanInfo	info;
		char	   *copy = scan(text, len, &info);

		if (info.id_big)
			deliver_error(sink, info.id_raw, RPC_INVALID_REQUEST,
						  "Invalid Request: the id is an integer beyond 64 bits; use a smaller one or a string");
		else if (info.big_elsewhere)
		{
			if (info.id_raw)
				deliver_error(sink, info.id_raw, RPC_INVALID_PARAMS,
							  "Invalid params: an integer beyond 64 bits; send such a number as a string");
			else
				sink->deliver(sink, NULL);
		}
		else if (copy == NULL || (msg = json_loadb(copy, len, JSON_ALLOW_NUL, NULL)) == NULL)
		{
			mcp_log("parse error at column %d: %s", jerr.column, jerr.text);
			deliver_error(sink, NULL, RPC_PARSE_ERROR, "Parse error");
		}
		else
		{
			handle_value(s, msg, info.id_raw, sink, async, false);
			json_decref(msg);
		}
		free(copy);
		free(info.id_raw);
		return;
	}
	handle_value(s, msg, NULL, sink, async, false);
	json_decref(msg);
}

/*
 * jsonrpc.c
 *	  Newline-delimited JSON-RPC 2.0 over stdio.
 *
 * Every line on stdin is one message.  This file decides what kind of
 * message it is (request, notification, stray response, garbage), hands
 * requests and notifications to the MCP layer and writes exactly one reply
 * per request, so that nothing but protocol traffic ever reaches stdout.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ekaya_mcp.h"
#include "jsonrpc.h"
#include "protocol.h"

/*
 * Fill an RpcError.  A printf-style helper keeps the handlers short and the
 * messages bounded by the struct's buffer.
 */
void
rpc_error_set(RpcError *err, int code, const char *fmt,...)
{
	va_list		ap;

	err->code = code;
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof(err->message), fmt, ap);
	va_end(ap);
}

/* Write one serialized message and its newline; false when stdout is gone. */
static bool
write_line(const char *text)
{
	return fputs(text, stdout) >= 0 && putchar('\n') != EOF && fflush(stdout) == 0;
}

/*
 * Serialize one message as a single line.  Compact encoding escapes
 * newlines inside strings, which is what keeps the stream
 * newline-delimited; reals are printed with 15 significant digits so that
 * a float4 such as 0.95 reads back as 0.95 instead of its binary expansion.
 */
static char *
serialize(json_t *message)
{
	return json_dumps(message, JSON_COMPACT | JSON_REAL_PRECISION(15));
}

/* Send an error reply's message; a serialization failure is only logged. */
static bool
send_message(json_t *message)
{
	char	   *text = serialize(message);
	bool		ok = true;

	if (text == NULL)
		mcp_log("could not serialize a message");
	else
		ok = write_line(text);
	free(text);
	return ok;
}

/*
 * Send an error reply.  The id is copied as received (or null when the
 * request was too broken to have one), as JSON-RPC requires.
 */
static bool
send_error(json_t *id, int code, const char *message)
{
	json_t	   *reply = json_pack("{s:s, s:O, s:{s:i, s:s}}",
								  "jsonrpc", "2.0",
								  "id", id ? id : json_null(),
								  "error", "code", code, "message", message);
	bool		ok = send_message(reply);

	json_decref(reply);
	return ok;
}

/*
 * Send a successful reply, taking ownership of result.  Should the result
 * not serialize, the client still gets an answer to its request.
 */
static bool
send_result(json_t *id, json_t *result)
{
	json_t	   *reply = json_pack("{s:s, s:O, s:o}",
								  "jsonrpc", "2.0", "id", id, "result", result);
	char	   *text = reply ? serialize(reply) : NULL;
	bool		ok;

	if (text != NULL)
		ok = write_line(text);
	else
	{
		mcp_log("could not serialize a result");
		ok = send_error(id, RPC_INTERNAL_ERROR, "Internal error: unserializable result");
	}
	free(text);
	json_decref(reply);
	return ok;
}

/*
 * Classify and answer one line.  MCP ids must be strings or integers and
 * never null; batches were removed from the protocol, so an array is an
 * invalid request like any other non-object.
 */
bool
jsonrpc_process_line(const char *line, size_t len)
{
	json_error_t jerr;
	json_t	   *msg;
	json_t	   *id;
	json_t	   *method;
	json_t	   *params;
	bool		ok = true;

	/* tolerate CRLF and blank keep-alive lines */
	while (len > 0 && (line[len - 1] == '\r' || line[len - 1] == '\n' ||
					   line[len - 1] == ' ' || line[len - 1] == '\t'))
		len--;
	if (len == 0)
		return true;

	msg = json_loadb(line, len, 0, &jerr);
	if (msg == NULL)
	{
		mcp_log("parse error at column %d: %s", jerr.column, jerr.text);
		return send_error(NULL, RPC_PARSE_ERROR, "Parse error");
	}
	if (!json_is_object(msg))
	{
		json_decref(msg);
		return send_error(NULL, RPC_INVALID_REQUEST,
						  "Invalid Request: expected a JSON-RPC object");
	}

	id = json_object_get(msg, "id");
	method = json_object_get(msg, "method");
	params = json_object_get(msg, "params");

	if (id != NULL && !json_is_string(id) && !json_is_integer(id))
		ok = send_error(NULL, RPC_INVALID_REQUEST,
						"Invalid Request: id must be a string or an integer");
	else if (method == NULL && id != NULL &&
			 (json_object_get(msg, "result") || json_object_get(msg, "error")))
	{
		/* a response to a request we never send: nothing to do */
	}
	else if (!json_is_string(method) ||
			 !json_is_string(json_object_get(msg, "jsonrpc")) ||
			 strcmp(json_string_value(json_object_get(msg, "jsonrpc")), "2.0") != 0)
		ok = send_error(id, RPC_INVALID_REQUEST,
						"Invalid Request: need \"jsonrpc\": \"2.0\" and a method");
	else if (params != NULL && !json_is_object(params))
	{
		if (id != NULL)
			ok = send_error(id, RPC_INVALID_PARAMS,
							"Invalid params: params must be an object");
	}
	else if (id == NULL)
		mcp_handle_notification(json_string_value(method), params);
	else
	{
		RpcError	err = {0, ""};
		json_t	   *result = mcp_handle_request(json_string_value(method),
												params, &err);

		if (result != NULL)
			ok = send_result(id, result);
		else
			ok = send_error(id, err.code ? err.code : RPC_INTERNAL_ERROR,
							err.message[0] ? err.message : "Internal error");
	}

	json_decref(msg);
	return ok;
}

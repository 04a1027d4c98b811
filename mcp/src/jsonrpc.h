/*
 * jsonrpc.h
 *	  JSON-RPC 2.0 framing shared by the stdio and HTTP transports.
 *
 * Kept apart from the MCP methods so the rules about ids, notifications,
 * batches and error codes are enforced in one place whatever the method
 * and whatever the transport.
 */
#ifndef EKAYA_MCP_JSONRPC_H
#define EKAYA_MCP_JSONRPC_H

#include <stdbool.h>
#include <stddef.h>
#include <jansson.h>

#include "session.h"

/* JSON-RPC error codes used by the server. */
#define RPC_PARSE_ERROR			(-32700)
#define RPC_INVALID_REQUEST		(-32600)
#define RPC_METHOD_NOT_FOUND	(-32601)
#define RPC_INVALID_PARAMS		(-32602)
#define RPC_INTERNAL_ERROR		(-32603)

/* A protocol-level failure reported by a method handler. */
typedef struct RpcError
{
	int			code;
	char		message[256];
} RpcError;

void		rpc_error_set(RpcError *err, int code, const char *fmt,...)
			__attribute__((format(printf, 3, 4)));

/*
 * Handle one message (a stdin line or an HTTP body) of session s.  sink
 * gets exactly one delivery: the reply, or NULL when there is none.  With
 * async, tool calls run on the worker threads and this returns at once;
 * otherwise they run on the calling thread.
 */
void		rpc_handle_text(Session *s, const char *text, size_t len, Sink *sink, bool async);

/* Reply texts; id_text is the request's id as JSON text (NULL: null). */
char	   *rpc_reply_result(const char *id_text, const char *result);
char	   *rpc_reply_error(const char *id_text, int code, const char *message);

#endif

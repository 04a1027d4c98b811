/*
 * jsonrpc.h
 *	  JSON-RPC 2.0 framing for MCP's stdio transport.
 *
 * Kept apart from the MCP methods so the rules about ids, notifications and
 * error codes are enforced in one place whatever the method.
 */
#ifndef EKAYA_MCP_JSONRPC_H
#define EKAYA_MCP_JSONRPC_H

#include <stdbool.h>
#include <stddef.h>
#include <jansson.h>

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

/* Handle one line read from stdin; false means stdout is gone. */
bool		jsonrpc_process_line(const char *line, size_t len);

#endif

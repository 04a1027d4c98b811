/*
 * ontology_graph.c: centrality and subject areas for ontology_context.
 *
 * ekaya._graph_metrics(n int, src int[], dst int[], weight float8[])
 *     RETURNS TABLE(node int, pagerank float8, community int)
 *
 * Why C: PageRank and modularity clustering are iterative numeric loops over arrays; in plpgsql
 * they would cost seconds on a few hundred tables, here microseconds. The function is pure
 * (no SPI, no catalog access): the SQL caller builds the edge list from relationships it has
 * already filtered by the caller's privileges, so nothing here can leak a table.
 *
 * - PageRank runs on the directed graph source -> target (a foreign key "votes" for the table it
 *   references), damping 0.85, 100 iterations or L1 change below 1e-10, dangling mass spread
 *   uniformly.
 * - Communities: greedy modularity agglomeration (Clauset-Newman-Moore) on the undirected,
 *   weighted graph: start from singletons and merge the pair of linked communities with the
 *   largest modularity gain while it is positive. Ties break on the lowest community ids, so the
 *   result is deterministic. Above 400 nodes the O(n^2) matrix is not built and connected
 *   components are returned instead.
 * Community ids are the smallest node number in each community.
 * All working memory lives in a per-call memory context that is deleted before returning.
 */
#include "ekaya.h"

#include <math.h>

#include "catalog/pg_type.h"
#include "fmgr.h"
#include "funcapi.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/memutils.h"
#include "utils/tuplestore.h"

PG_FUNCTION_INFO_V1(ekaya_graph_metrics);

#define EKAYA_GRAPH_MAX_NODES	100000
#define EKAYA_CNM_MAX_NODES		400

/* Deconstruct a one-dimensional array without NULLs into a palloc'd vector. */
static int
int_array(ArrayType *a, int32 **out, const char *what)
{
	Datum	   *d;
	bool	   *nulls;
	int			n,
				i;

	if (ARR_NDIM(a) > 1)
		ereport(ERROR, (errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
						errmsg("%s must be a one-dimensional array", what)));
	deconstruct_array(a, INT4OID, 4, true, TYPALIGN_INT, &d, &nulls, &n);
	*out = palloc(sizeof(int32) * (n + 1));
	for (i = 0; i < n; i++)
	{
		if (nulls[i])
			ereport(ERROR, (errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
							errmsg("%s must not contain NULL", what)));
		(*out)[i] = DatumGetInt32(d[i]);
	}
	return n;
}

static int
find_root(int *parent, int x)
{
	while (parent[x] != x)
	{
		parent[x] = parent[parent[x]];
		x = parent[x];
	}
	return x;
}

Datum
ekaya_graph_metrics(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	MemoryContext work,
				old;
	int			n = PG_GETARG_INT32(0);
	int32	   *src,
			   *dst;
	float8	   *w;
	int			ne,
				i,
				it;
	double	   *pr,
			   *next,
			   *outw;
	int		   *comm;

	InitMaterializedSRF(fcinfo, 0);
	if (n < 0 || n > EKAYA_GRAPH_MAX_NODES)
		ereport(ERROR, (errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
						errmsg("graph of %d nodes is out of range", n),
						errdetail("At most %d nodes are supported.", EKAYA_GRAPH_MAX_NODES)));

	work = AllocSetContextCreate(CurrentMemoryContext, "ekaya graph metrics", ALLOCSET_DEFAULT_SIZES);
	old = MemoryContextSwitchTo(work);

	ne = int_array(PG_GETARG_ARRAYTYPE_P(1), &src, "src");
	if (int_array(PG_GETARG_ARRAYTYPE_P(2), &dst, "dst") != ne)
		ereport(ERROR, (errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
						errmsg("src and dst must have the same length")));
	w = palloc(sizeof(float8) * (ne + 1));
	if (PG_ARGISNULL(3))
		for (i = 0; i < ne; i++)
			w[i] = 1.0;
	else
	{
		Datum	   *d;
		bool	   *nulls;
		int			nw;

		deconstruct_array(PG_GETARG_ARRAYTYPE_P(3), FLOAT8OID, 8, FLOAT8PASSBYVAL, TYPALIGN_DOUBLE,
						  &d, &nulls, &nw);
		if (nw != ne)
			ereport(ERROR, (errcode(ERRCODE_ARRAY_SUBSCRIPT_ERROR),
							errmsg("weight must have the same length as src")));
		for (i = 0; i < ne; i++)
			w[i] = (nulls[i] || DatumGetFloat8(d[i]) <= 0) ? 1.0 : DatumGetFloat8(d[i]);
	}
	for (i = 0; i < ne; i++)
		if (src[i] < 1 || src[i] > n || dst[i] < 1 || dst[i] > n)
			ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
							errmsg("edge %d references node outside 1..%d", i + 1, n)));

	/* PageRank, nodes 0..n-1 */
	pr = palloc(sizeof(double) * (n + 1));
	next = palloc(sizeof(double) * (n + 1));
	outw = palloc0(sizeof(double) * (n + 1));
	for (i = 0; i < ne; i++)
		if (src[i] != dst[i])
			outw[src[i] - 1] += w[i];
	for (i = 0; i < n; i++)
		pr[i] = 1.0 / n;
	for (it = 0; it < 100 && n > 0; it++)
	{
		double		dangling = 0,
					delta = 0;

		for (i = 0; i < n; i++)
			if (outw[i] == 0)
				dangling += pr[i];
		for (i = 0; i < n; i++)
			next[i] = (1.0 - 0.85) / n + 0.85 * dangling / n;
		for (i = 0; i < ne; i++)
			if (src[i] != dst[i])
				next[dst[i] - 1] += 0.85 * pr[src[i] - 1] * w[i] / outw[src[i] - 1];
		for (i = 0; i < n; i++)
		{
			delta += fabs(next[i] - pr[i]);
			pr[i] = next[i];
		}
		if (delta < 1e-10)
			break;
	}

	/* Communities */
	comm = palloc(sizeof(int) * (n + 1));
	for (i = 0; i < n; i++)
		comm[i] = i;
	if (n > EKAYA_CNM_MAX_NODES)
	{
		for (i = 0; i < ne; i++)
		{
			int			a = find_root(comm, src[i] - 1),
						b = find_root(comm, dst[i] - 1);

			if (a != b)
				comm[Max(a, b)] = Min(a, b);
		}
		for (i = 0; i < n; i++)
			comm[i] = find_root(comm, i);
	}
	else if (n > 0)
	{
		/* e[i*n+j]: fraction of edge ends between communities i and j (symmetric); a[i]: degree share */
		double	   *e = palloc0(sizeof(double) * n * n);
		double	   *a = palloc0(sizeof(double) * n);
		bool	   *alive = palloc(sizeof(bool) * n);
		double		total = 0;

		for (i = 0; i < ne; i++)
			if (src[i] != dst[i])
				total += 2 * w[i];
		if (total > 0)
		{
			for (i = 0; i < ne; i++)
			{
				int			s = src[i] - 1,
							d = dst[i] - 1;

				if (s == d)
					continue;
				e[s * n + d] += w[i] / total;
				e[d * n + s] += w[i] / total;
				a[s] += w[i] / total;
				a[d] += w[i] / total;
			}
			for (i = 0; i < n; i++)
				alive[i] = true;
			for (;;)
			{
				double		best = 1e-12;
				int			bi = -1,
							bj = -1,
							x,
							y;

				for (x = 0; x < n; x++)
				{
					if (!alive[x])
						continue;
					for (y = x + 1; y < n; y++)
					{
						double		dq;

						if (!alive[y] || e[x * n + y] == 0)
							continue;
						dq = 2 * (e[x * n + y] - a[x] * a[y]);
						if (dq > best)
						{
							best = dq;
							bi = x;
							bj = y;
						}
					}
				}
				if (bi < 0)
					break;
				/* merge bj into bi */
				for (x = 0; x < n; x++)
				{
					if (!alive[x] || x == bj)
						continue;
					if (x == bi)
						continue;
					e[bi * n + x] += e[bj * n + x];
					e[x * n + bi] = e[bi * n + x];
				}
				e[bi * n + bi] += e[bj * n + bj] + 2 * e[bi * n + bj];
				a[bi] += a[bj];
				alive[bj] = false;
				for (x = 0; x < n; x++)
					if (comm[x] == bj)
						comm[x] = bi;
			}
		}
		/* ids: smallest member */
		{
			int		   *minid = palloc(sizeof(int) * n);

			for (i = 0; i < n; i++)
				minid[i] = n;
			for (i = 0; i < n; i++)
				minid[comm[i]] = Min(minid[comm[i]], i);
			for (i = 0; i < n; i++)
				comm[i] = minid[comm[i]];
		}
	}

	MemoryContextSwitchTo(old);
	for (i = 0; i < n; i++)
	{
		Datum		values[3];
		bool		nulls[3] = {false, false, false};

		values[0] = Int32GetDatum(i + 1);
		values[1] = Float8GetDatum(pr[i]);
		values[2] = Int32GetDatum(comm[i] + 1);
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	MemoryContextDelete(work);
	return (Datum) 0;
}

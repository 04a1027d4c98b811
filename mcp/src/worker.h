/*
 * worker.h
 *	  Threads that run tool calls, so that the stdio reader keeps answering
 *	  (ping, cancellation, other calls) while a query runs.
 */
#ifndef EKAYA_MCP_WORKER_H
#define EKAYA_MCP_WORKER_H

typedef struct Job Job;
struct Job
{
	Job		   *next;
	void		(*run) (Job *job);
};

/* Start n threads (signals blocked in them). */
void		workers_start(int n);
/* Queue a job; it runs on a worker thread, which frees nothing: run does. */
void		workers_submit(Job *job);
/* Let queued and running jobs finish, then stop the threads. */
void		workers_stop(void);

#endif

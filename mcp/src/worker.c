/*
 * worker.c
 *	  A fixed pool of threads and a FIFO of jobs.
 */
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>

#include "ekaya_mcp.h"
#include "worker.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static Job *head;
static Job *tail;
static bool stopping;
static pthread_t *threads;
static int	nthreads;

static void *
worker_main(void *arg)
{
	(void) arg;
	for (;;)
	{
		Job		   *job;

		pthread_mutex_lock(&lock);
		while (head == NULL && !stopping)
			pthread_cond_wait(&ready, &lock);
		job = head;
		if (job)
		{
			head = job->next;
			if (head == NULL)
				tail = NULL;
		}
		pthread_mutex_unlock(&lock);
		if (job == NULL)
			return NULL;
		job->run(job);
	}
}

void
workers_start(int n)
{
	sigset_t	all,
				old;

	threads = calloc((size_t) n, sizeof(pthread_t));
	if (threads == NULL)
	{
		mcp_log("out of memory");
		exit(1);
	}
	/* signals go to the main thread, whose blocking read they interrupt */
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	for (nthreads = 0; nthreads < n; nthreads++)
		if (pthread_create(&threads[nthreads], NULL, worker_main, NULL) != 0)
		{
			mcp_log("could not start a worker thread");
			exit(1);
		}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
}

void
workers_submit(Job *job)
{
	job->next = NULL;
	pthread_mutex_lock(&lock);
	if (tail)
		tail->next = job;
	else
		head = job;
	tail = job;
	pthread_cond_signal(&ready);
	pthread_mutex_unlock(&lock);
}

void
workers_stop(void)
{
	pthread_mutex_lock(&lock);
	stopping = true;
	pthread_cond_broadcast(&ready);
	pthread_mutex_unlock(&lock);
	for (int i = 0; i < nthreads; i++)
		pthread_join(threads[i], NULL);
}

/*
 * ekaya.c: module entry point. Loading the library defines the settings; everything else is
 * reached through the SQL functions declared in the install script. When preloaded
 * (shared_preload_libraries) it also registers the refresh launcher (launcher.c).
 */
#include "ekaya.h"

#include "fmgr.h"
#include "miscadmin.h"

#include "job.h"

PG_MODULE_MAGIC;

void		_PG_init(void);

void
_PG_init(void)
{
	ekaya_define_gucs();
	/* the periodic refresh is optional: only a preloaded library can register a static worker */
	if (process_shared_preload_libraries_in_progress)
		ek_register_launcher();
}

/*
 * ekaya.c: module entry point. Loading the library defines the settings; everything else is
 * reached through the SQL functions declared in the install script.
 */
#include "ekaya.h"

#include "fmgr.h"

PG_MODULE_MAGIC;

void		_PG_init(void);

void
_PG_init(void)
{
	ekaya_define_gucs();
}

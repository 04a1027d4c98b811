/* ekaya.h: shared declarations (skeleton). */
#ifndef EKAYA_H
#define EKAYA_H
#include "postgres.h"
extern int	ekaya_enum_max_values;
extern int	ekaya_sample_rows;
extern int	ekaya_work_mem_kb;
extern int	ekaya_statement_timeout_ms;
extern int	ekaya_lock_timeout_ms;
extern void ekaya_define_gucs(void);
#endif

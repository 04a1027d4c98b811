# ekaya_ontology: PGXS build plus the project's two entry points, `make demo` and `make test`.
# The version lives only in ekaya_ontology.control; everything else derives it from there.

EXTENSION   = ekaya_ontology
EXTVERSION := $(shell sed -n "s/^default_version = '\(.*\)'/\1/p" ekaya_ontology.control)
MODULE_big  = ekaya_ontology
OBJS        = $(patsubst %.c,%.o,$(sort $(wildcard src/*.c)))
# ekaya_words.txt: the word list of the segmenter of run-together names (src/ontology_text.c),
# lower-case words of 2 to 24 letters from Debian's wamerican (scripts/deps.sh installs it)
DATA_built  = ekaya_ontology--$(EXTVERSION).sql ekaya_words.txt
WORDS_SOURCE ?= /usr/share/dict/american-english
DATA        = $(wildcard sql/ekaya_ontology--*--*.sql)
PG_CPPFLAGS = -I$(srcdir)/src -DEKAYA_VERSION=\"$(EXTVERSION)\"
PG_CFLAGS   = -Wall -Wextra -Werror -Wno-unused-parameter -Wno-missing-field-initializers -Wno-sign-compare
EXTRA_CLEAN = results regression.diffs regression.out output_iso tmp_check log .deps

PG_CONFIG ?= pg_config
# rebuild objects when a header they include changes
override autodepend = yes
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# The MCP server is a client program with its own Makefile; `make` builds it too.
all: mcp/ekaya-mcp
mcp/ekaya-mcp: $(wildcard mcp/src/*.c mcp/src/*.h) mcp/Makefile ekaya_ontology.control
	$(MAKE) -C mcp
clean: clean-mcp
clean-mcp:
	$(MAKE) -C mcp clean

# ekaya-mcp is installed with the extension, beside PostgreSQL's own programs ($(bindir) is
# `pg_config --bindir`, e.g. /usr/lib/postgresql/15/bin on Debian).
install: install-mcp
install-mcp: mcp/ekaya-mcp
	$(MKDIR_P) '$(DESTDIR)$(bindir)'
	$(INSTALL_PROGRAM) mcp/ekaya-mcp '$(DESTDIR)$(bindir)/ekaya-mcp'
uninstall: uninstall-mcp
uninstall-mcp:
	rm -f '$(DESTDIR)$(bindir)/ekaya-mcp'

ekaya_words.txt:
	@test -r $(WORDS_SOURCE) || { echo "ekaya: $(WORDS_SOURCE) is missing: install wamerican (make deps)" >&2; exit 1; }
	LC_ALL=C grep -E '^[a-z]{2,24}$$' $(WORDS_SOURCE) > $@

# The install script is assembled from one file per concern, in name order.
ekaya_ontology--$(EXTVERSION).sql: $(sort $(wildcard sql/parts/*.sql)) ekaya_ontology.control
	cat $(sort $(wildcard sql/parts/*.sql)) > $@

.PHONY: deps demo demo-stop test clean-mcp install-mcp uninstall-mcp fuzz

deps:
	@scripts/deps.sh

demo: deps
	$(MAKE) all
	@scripts/install.sh
	@scripts/cluster.sh start
	@scripts/demo.sh

demo-stop:
	@scripts/cluster.sh stop

# The test cluster is stopped afterwards whatever the outcome; the demo's keeps running.
test: deps
	$(MAKE) all
	@scripts/install.sh
	@scripts/cluster.sh start
	@scripts/run-tests.sh; rc=$$?; scripts/cluster.sh stop; exit $$rc

# A bounded SQL mutator against validate_joins / validate_sql (fuzz/README.md); not part of CI.
fuzz:
	@bash fuzz/run.sh

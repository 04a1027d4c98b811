-- ekaya_ontology install script, assembled by the Makefile from sql/parts/*.sql in name order.
\echo Use "CREATE EXTENSION ekaya_ontology" to load this file. \quit

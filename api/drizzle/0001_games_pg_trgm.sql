-- The games search uses a trigram GIN index (infix matches). pg_trgm is a trusted extension
-- (PostgreSQL 13+), and PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Live tables (arbiter serve): a table, the digests of its tokens, and its append-only log.
CREATE TABLE live_tables (
    id TEXT PRIMARY KEY,
    config TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (datetime('now')));
CREATE TABLE live_tokens (
    digest TEXT PRIMARY KEY,
    table_id TEXT NOT NULL REFERENCES live_tables(id),
    role TEXT NOT NULL);
CREATE TABLE live_entries (
    table_id TEXT NOT NULL REFERENCES live_tables(id),
    seq INTEGER NOT NULL,
    body TEXT NOT NULL,
    idempotency_key TEXT,
    recorded_at TEXT NOT NULL DEFAULT (datetime('now')),
    PRIMARY KEY (table_id, seq));
CREATE UNIQUE INDEX live_entries_key ON live_entries(table_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;

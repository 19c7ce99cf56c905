-- Settings of the room of live tables: the room's Director key, kept so that his link lasts
-- across restarts.
CREATE TABLE live_settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL);

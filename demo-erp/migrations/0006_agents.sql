-- Sales agents: their logins and tokens, who made a cart or an order (an agent, or the customer),
-- and what agents did in their customers' names. A customer is in the portfolio of
-- customers.agent_code (the referral agent, also on every address as CodiceAgente).

CREATE TABLE agents (
  code TEXT PRIMARY KEY,                    -- "AG01": agent_code, CodiceAgente
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,                       -- DescrizioneAgente
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT ''
);

CREATE TABLE agent_tokens (
  token TEXT PRIMARY KEY,
  agent_code TEXT NOT NULL REFERENCES agents(code),
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL               -- unix milliseconds
);
CREATE INDEX agent_tokens_expiry ON agent_tokens(expires_at);

CREATE INDEX customers_agent ON customers(agent_code);

-- An agent cart: the agent who added its first line or saved it; NULL: a client cart.
ALTER TABLE carts ADD COLUMN agent_code TEXT;
-- The agent who sent the order; NULL: the customer did.
ALTER TABLE orders ADD COLUMN agent_code TEXT;

CREATE TABLE agent_activity (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,                         -- ISO instant (UTC)
  day TEXT NOT NULL,                        -- 'YYYY-MM-DD' in Rome, for the date filters
  agent_code TEXT NOT NULL REFERENCES agents(code),
  customer_id TEXT NOT NULL REFERENCES customers(id),
  action TEXT NOT NULL,                     -- the call: add_to_cart, send_order, wishlist_add, ...
  reference TEXT NOT NULL DEFAULT ''        -- what it was about: article, coupon, saved cart, order
);
CREATE INDEX agent_activity_agent ON agent_activity(agent_code, day);

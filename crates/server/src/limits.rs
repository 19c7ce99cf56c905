//! Rate limits: a token bucket for each key (a token, or a client's address).

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;
use std::time::Instant;

/// A rate: so many a second, in bursts of so many.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Requests a second, sustained.
    pub per_second: f64,
    /// Requests at once.
    pub burst: f64,
}

/// Token buckets by key.
pub struct RateLimiter<K> {
    rate: Rate,
    buckets: Mutex<HashMap<K, (f64, Instant)>>,
}

impl<K: Eq + Hash> RateLimiter<K> {
    /// Buckets filling at `rate`.
    pub fn new(rate: Rate) -> RateLimiter<K> {
        RateLimiter {
            rate,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `key` may make a request now (taking one from its bucket if so).
    pub fn allow(&self, key: K) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let (level, at) = buckets.entry(key).or_insert((self.rate.burst, now));
        let refilled = *level + now.duration_since(*at).as_secs_f64() * self.rate.per_second;
        *level = refilled.min(self.rate.burst);
        *at = now;
        if *level >= 1.0 {
            *level -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_refused_then_refilled() {
        let limiter = RateLimiter::new(Rate {
            per_second: 1000.0,
            burst: 3.0,
        });
        assert!(limiter.allow("a"));
        assert!(limiter.allow("a"));
        assert!(limiter.allow("a"));
        assert!(!limiter.allow("a"));
        // Another key has its own bucket.
        assert!(limiter.allow("b"));
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert!(limiter.allow("a"));
    }
}

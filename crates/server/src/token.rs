//! Tokens: unguessable capabilities, one for each seat, the Director and kibitzers. The server
//! keeps only their SHA-256 digests.

use cards::Seat;
use rand::TryRngCore;
use rand::rngs::OsRng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Who a token makes its holder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// A player in a seat.
    Seat(Seat),
    /// The table's Director.
    Director,
    /// A kibitzer.
    Kibitzer,
    /// A player of a session (`player:K`, K his index): at the session's tables he is the
    /// seat he sits in there (docs/server.md, "Sessions").
    Player(u8),
}

impl Role {
    /// Every role a table hands out.
    pub const ALL: [Role; 6] = [
        Role::Seat(Seat::North),
        Role::Seat(Seat::East),
        Role::Seat(Seat::South),
        Role::Seat(Seat::West),
        Role::Director,
        Role::Kibitzer,
    ];

    /// The role's name: `N`, `E`, `S`, `W`, `director` or `kibitzer`.
    pub fn name(self) -> String {
        match self {
            Role::Seat(seat) => seat.to_string(),
            Role::Director => "director".to_string(),
            Role::Kibitzer => "kibitzer".to_string(),
            Role::Player(k) => format!("player:{k}"),
        }
    }

    /// The role named `name`.
    pub fn from_name(name: &str) -> Option<Role> {
        match name {
            "director" => Some(Role::Director),
            "kibitzer" => Some(Role::Kibitzer),
            player if player.starts_with("player:") => {
                player["player:".len()..].parse().ok().map(Role::Player)
            }
            seat => seat.parse().ok().map(Role::Seat),
        }
    }
}

/// A new token: 128 bits from the operating system's generator, as 32 hexadecimal digits.
pub fn new_token() -> String {
    let mut bytes = [0u8; 16];
    OsRng
        .try_fill_bytes(&mut bytes)
        .expect("the operating system's random generator works");
    hex(&bytes)
}

/// A token's digest, as kept.
pub fn digest(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_32_hex_digits_and_differ() {
        let a = new_token();
        let b = new_token();
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }

    #[test]
    fn the_digest_is_sha256() {
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn roles_read_back_their_names() {
        for role in Role::ALL
            .into_iter()
            .chain([Role::Player(0), Role::Player(11)])
        {
            assert_eq!(Role::from_name(&role.name()), Some(role));
        }
        assert_eq!(Role::from_name("dummy"), None);
    }
}

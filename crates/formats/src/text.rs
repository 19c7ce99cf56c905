//! Text as bridge files hold it: UTF-8, or else ISO 8859-1 (PBN's character set, and what old
//! programs wrote).

/// Appends `bytes` to `out` as UTF-8 if they are, else byte by byte as ISO 8859-1 (which
/// maps every byte to the character of the same number).
pub(crate) fn decode(bytes: &[u8], out: &mut String) {
    match std::str::from_utf8(bytes) {
        Ok(text) => out.push_str(text),
        Err(_) => out.extend(bytes.iter().map(|&b| char::from(b))),
    }
}

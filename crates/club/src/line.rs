//! What the club's text files share: a line read without its comment.

/// The line up to its first `#` (a comment runs to the end of the line), trimmed.
pub(crate) fn without_comment(raw: &str) -> &str {
    raw.split('#').next().unwrap_or("").trim()
}

//! Claims (Law 68) and the answers to them (Law 69A), from the solved layouts.

/// The tricks to claim, if every layout gives the claimer's side the same number of the
/// remaining tricks (`best`: on each layout, the most tricks the side can take), and at least
/// `least` layouts were solved: a claim every layout bears out. `None` otherwise.
pub fn claim_from(best: &[u8], least: usize) -> Option<u8> {
    let first = *best.first()?;
    (best.len() >= least && best.iter().all(|&t| t == first)).then_some(first)
}

/// Whether to agree to a claim of `claimed` tricks (Law 69A): every layout (`claimer_tricks`,
/// on each the tricks the claimer's side takes with best play by both sides) gives the
/// claimer's side at least as many. With no layout to go by, the claim is disputed and the
/// Director decides (Law 70).
pub fn agrees(claimer_tricks: &[u8], claimed: u8) -> bool {
    !claimer_tricks.is_empty() && claimer_tricks.iter().all(|&t| t >= claimed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_claim_needs_every_layout_to_agree() {
        assert_eq!(claim_from(&[5, 5, 5], 3), Some(5));
        assert_eq!(claim_from(&[5, 4, 5], 3), None);
        assert_eq!(claim_from(&[5, 5], 3), None);
        assert_eq!(claim_from(&[], 0), None);
    }

    #[test]
    fn an_answer_agrees_only_when_no_layout_falls_short() {
        assert!(agrees(&[4, 5, 6], 4));
        assert!(!agrees(&[4, 3, 6], 4));
        assert!(!agrees(&[], 0));
    }
}

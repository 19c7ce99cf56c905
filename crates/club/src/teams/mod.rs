//! Team events: a match between two teams, a round robin, a Swiss or a knockout. Each board
//! is played in two rooms, the home team North-South in the open room and East-West in the
//! closed; the difference is scored in IMPs (Law 78B) and each match in victory points (the
//! WBF 2013 continuous scale). Pure: the store keeps an event, the command line runs it.
//!
//! - [`event`]: the event (teams, format, rounds made so far, deals) and the results it takes.
//! - [`schedule`]: the round robin's rounds (the circle method of Berger's tables).
//! - [`swiss`]: a Swiss round paired from the standings.
//! - [`knockout`]: a knockout bracket's stages, the winners meeting.
//! - [`score`]: boards in IMPs, matches in VPs, the standings with their tie-breaks.
//! - [`simulate`]: random results for every board still missing.

pub mod event;
pub mod knockout;
pub mod schedule;
pub mod score;
pub mod simulate;
pub mod swiss;

pub use event::{
    CarryOver, Draw, Format, Pairing, Room, Round, TeamError, TeamEvent, TeamResult, TeamSettings,
    result_line,
};
pub use score::{BoardScore, MatchScore, Scored, Standing, board_imps, score_event, standings};

use crate::vp::{VpError, VpScale};
use laws::imps::imps;

/// A match's result: IMPs and VPs (in hundredths) for the home and the visiting team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    /// The home team's IMPs on each board (negative where the visitors gained).
    pub board_imps: Vec<i32>,
    /// The home team's IMPs won.
    pub home_imps: i32,
    /// The visitors' IMPs won.
    pub away_imps: i32,
    /// The home team's VPs, in hundredths.
    pub home_vps: u32,
    /// The visitors' VPs, in hundredths.
    pub away_vps: u32,
}

/// Scores a match from each board's North-South scores in the room where the home team sat
/// North-South and in the room where it sat East-West: the home team gains the first less the
/// second.
pub fn score_match(boards: &[(i64, i64)]) -> Result<MatchResult, VpError> {
    let board_imps: Vec<i32> = boards
        .iter()
        .map(|&(home_ns_room, home_ew_room)| imps(home_ns_room - home_ew_room))
        .collect();
    let home_imps: i32 = board_imps.iter().filter(|&&i| i > 0).sum();
    let away_imps: i32 = -board_imps.iter().filter(|&&i| i < 0).sum::<i32>();
    let scale = VpScale::new(boards.len() as u32)?;
    let margin = f64::from(home_imps - away_imps);
    let (home_vps, away_vps) = (
        score::vps_for(&scale, margin),
        score::vps_for(&scale, -margin),
    );
    Ok(MatchResult {
        board_imps,
        home_imps,
        away_imps,
        home_vps,
        away_vps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checklist C37: our North-South +620 (4S= vulnerable); at the other table our East-West
    /// defend 3S+1 vulnerable, +170 to their North-South: we gain 450, 10 IMPs.
    #[test]
    fn one_board_of_a_team_match() {
        let result = score_match(&[(620, 170)]).unwrap();
        assert_eq!(result.board_imps, vec![10]);
    }

    /// Sixteen boards won by 10 IMPs (checklist C40): 12.80 to 7.20, whichever side won.
    #[test]
    fn a_sixteen_board_match_in_victory_points() {
        // Board 1: +620 / +170 (home +10); board 2: -100 / +100 (away +5); fourteen flat
        // boards, and one +5 to the home team (2S+1 +140 / 2S-1 -50: 190): 15 - 5 = 10.
        let mut boards = vec![(620, 170), (-100, 100), (140, -50)];
        boards.extend(std::iter::repeat_n((420, 420), 13));
        let result = score_match(&boards).unwrap();
        assert_eq!((result.home_imps, result.away_imps), (15, 5));
        assert_eq!((result.home_vps, result.away_vps), (1280, 720));
        let swapped: Vec<(i64, i64)> = boards.iter().map(|&(a, b)| (b, a)).collect();
        let result = score_match(&swapped).unwrap();
        assert_eq!((result.home_vps, result.away_vps), (720, 1280));
        assert!(score_match(&[]).is_err());
    }
}

//! `arbiter rubber` with the Club Appeals Committee's rescoring (checklist R-AP's worked case):
//! 2H-1 by North, none vulnerable, no partscore, becomes 2H= on appeal: North-South 60 trick
//! points and a 100 premium ("a partscore that would not then have increased the below-the-line
//! score to 100"), East-West's 50 gone; the later 1NT= by East (40) stands.

mod common;

use common::arbiter;

#[test]
fn an_appeal_line_rescores_only_its_deal() {
    let results = "2H N 7\n1NT E 7\nappeal 1 2H N 8 # the committee overrules the Arbiter\n";
    let out = arbiter(&["rubber", "-", "--in-progress"], results);
    let sheet = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(sheet.contains("100  appeal premium   deal 1"), "{sheet}");
    assert!(sheet.contains("We (N-S) win by 120"), "{sheet}");
    // The auction codes have no appeals committee; an appeal of a deal not yet on the pad is
    // refused with its line.
    let out = arbiter(
        &["rubber", "-", "--code", "auction1912"],
        "2H N 7\nappeal 1 2H N 8\n",
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && stderr.contains("line 2: auction1912 has no appeals committee"),
        "{stderr}"
    );
    let out = arbiter(&["rubber", "-"], "appeal 1 2H N 8\n2H N 7\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("line 1: the pad has no deal 1"), "{stderr}");
}

/// 1912 Laws 12-13 through `arbiter rubber`: a proven error in the trick score corrected while
/// its game goes on (one heart written with eight tricks, 16 below, corrected to nine, 24);
/// after a declaration in the following game it is too late, and the line says why.
#[test]
fn a_1912_pad_is_corrected_while_the_laws_allow() {
    let out = arbiter(
        &["rubber", "-", "--code", "auction1912", "--in-progress"],
        "1H N 8\ncorrect 1 1H N 9\n",
    );
    let sheet = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(sheet.contains("24  trick points     deal 1"), "{sheet}");
    let out = arbiter(
        &["rubber", "-", "--code", "auction1912"],
        "1H N 9\n1NT N 7\n1C E 7\ncorrect 1 1H N 10\n",
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success()
            && stderr.contains("line 4: 1912 Law 13: the error can no longer be corrected"),
        "{stderr}"
    );
}

//! `arbiter serve --bluechip` and `arbiter robot`: four robot processes play a session at the
//! table manager beside the HTTP server, and the session is written to its PBN file.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn arbiter() -> Command {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
}

/// Kills the server when the test ends, passed or failed.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `arbiter serve --bluechip 0` with `options`; the server and the table manager's
/// address.
fn serve(dir: &std::path::Path, options: &[&str]) -> (Server, String) {
    let mut server = Server(
        arbiter()
            .args(["serve", "--addr", "127.0.0.1:0", "--bluechip", "0"])
            .args(["--bluechip-timeout", "20"])
            .args(options)
            .arg("--db")
            .arg(dir.join("tables.sqlite"))
            .stderr(Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let stderr = server.0.stderr.take().unwrap();
    let mut lines = BufReader::new(stderr).lines();
    let address = loop {
        let line = lines.next().expect("serve says where it listens").unwrap();
        if let Some(rest) = line.strip_prefix("arbiter serve: Blue Chip table manager on ") {
            break rest.split(' ').next().unwrap().to_string();
        }
    };
    std::thread::spawn(move || for _ in lines {});
    (server, address)
}

/// Waits until the PBN file at `path` holds `boards` boards.
fn wait_for_boards(path: &std::path::Path, boards: usize) -> String {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        if text.matches("[Board ").count() == boards {
            return text;
        }
        assert!(start.elapsed() < Duration::from_secs(20), "{text}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn four_robot_processes_play_a_session_at_arbiter_serve() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("session.pbn");
    let log_option = log.to_str().unwrap();
    let (server, address) = serve(
        dir.path(),
        &["--boards", "2", "--seed", "5", "--bluechip-log", log_option],
    );

    let robots: Vec<(char, Child)> = ["N", "E", "S", "W"]
        .into_iter()
        .map(|seat| {
            let team = if seat == "N" || seat == "S" {
                "Ours"
            } else {
                "Theirs"
            };
            let child = arbiter()
                .args([
                    "robot",
                    "--bluechip",
                    &address,
                    "--seat",
                    seat,
                    "--team",
                    team,
                ])
                .args(["--timeout", "20"])
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            (seat.chars().next().unwrap(), child)
        })
        .collect();
    for (seat, child) in robots {
        let output = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{seat}: {stdout}{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(stdout.contains("2 boards played"), "{seat}: {stdout}");
        assert!(
            stdout.contains("N/S \"Ours\", E/W \"Theirs\""),
            "{seat}: {stdout}"
        );
        assert!(
            stdout.contains("board 1: ") && stdout.contains("board 2: "),
            "{stdout}"
        );
    }

    // The session is written once it ends.
    let text = wait_for_boards(&log, 2);
    assert!(text.starts_with("% PBN 2.1"), "{text}");
    assert!(
        text.contains("[Event \"Blue Chip session 1 (seed 5)\"]"),
        "{text}"
    );
    assert!(
        text.contains("[North \"Ours\"]") && text.contains("[East \"Theirs\"]"),
        "{text}"
    );
    drop(server);
}

#[test]
fn a_seat_that_is_no_seat_is_refused() {
    let output = arbiter()
        .args(["robot", "--bluechip", "127.0.0.1:1", "--seat", "X"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("`X` is no seat: N, E, S, W or ANYPL"),
        "{stderr}"
    );
}

/// The protocol plays duplicate boards: the option's parser refuses a rubber code, and a name
/// that is no code, before anything starts (clap's usage error, exit status 2).
#[test]
fn a_code_that_is_not_duplicate_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let refused = |code: &str| {
        let output = arbiter()
            .args(["serve", "--addr", "127.0.0.1:0", "--bluechip", "0"])
            .args(["--bluechip-code", code, "--db"])
            .arg(dir.path().join("tables.sqlite"))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        String::from_utf8_lossy(&output.stderr).into_owned()
    };
    let stderr = refused("chicago");
    assert!(
        stderr.contains(
            "invalid value 'chicago' for '--bluechip-code <BLUECHIP_CODE>': a Blue Chip \
             session plays duplicate boards: duplicate2017 or duplicate2007, not chicago"
        ) && !stderr.contains("http://"),
        "{stderr}"
    );
    let stderr = refused("whist");
    assert!(
        stderr
            .contains("invalid value 'whist' for '--bluechip-code <BLUECHIP_CODE>': unknown code"),
        "{stderr}"
    );
}

/// A PBN file's boards are played instead of dealt ones, by four robots asking for any seat,
/// under the 2007 Laws.
#[test]
fn a_pbn_file_of_boards_is_played() {
    let dir = tempfile::tempdir().unwrap();
    let boards = dir.path().join("boards.pbn");
    let deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
    std::fs::write(
        &boards,
        format!("[Board \"5\"]\n[Dealer \"E\"]\n[Vulnerable \"All\"]\n[Deal \"{deal}\"]\n\n"),
    )
    .unwrap();
    let log = dir.path().join("played.pbn");
    let (server, address) = serve(
        dir.path(),
        &[
            "--boards-file",
            boards.to_str().unwrap(),
            "--bluechip-log",
            log.to_str().unwrap(),
            "--bluechip-code",
            "duplicate2007",
        ],
    );
    let robots: Vec<Child> = (0..4)
        .map(|_| {
            arbiter()
                .args(["robot", "--bluechip", &address, "--seat", "ANYPL"])
                .args(["--timeout", "20"])
                .stdout(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut seats = Vec::new();
    for child in robots {
        let output = child.wait_with_output().unwrap();
        assert!(output.status.success());
        let stdout = String::from_utf8_lossy(&output.stdout).to_string();
        // North-South hold 37 points and every trick: the robots bid and make their contract.
        let line = stdout
            .lines()
            .find(|l| l.starts_with("board 5: "))
            .unwrap_or_else(|| panic!("board 5 reported: {stdout}"));
        assert!(
            (line.contains(" by North") || line.contains(" by South")) && !line.contains('-'),
            "{line}"
        );
        seats.push(stdout.split(' ').next().unwrap().to_string());
    }
    seats.sort();
    assert_eq!(seats, ["East", "North", "South", "West"]);
    let text = wait_for_boards(&log, 1);
    assert!(text.contains("[Board \"5\"]"), "{text}");
    assert!(
        text.contains("[Dealer \"E\"]") && text.contains("[Vulnerable \"All\"]"),
        "{text}"
    );
    // The same deal, written from the dealer's seat.
    let from_east = "E:T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ";
    assert!(text.contains(&format!("[Deal \"{from_east}\"]")), "{text}");
    assert!(text.contains("[Event \"Blue Chip session 1\"]"), "{text}");
    drop(server);
}

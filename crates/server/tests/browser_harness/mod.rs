//! What the browser tests share: headless Chromium driven over WebDriver (chromedriver), a
//! server on a fresh database, and the steps a test takes on a page (click, type, wait for a
//! text, read an attribute, take a screenshot).
//!
//! Without chromium or chromedriver a test says why and passes, unless
//! `ARBITER_REQUIRE_BROWSER=1`. `ARBITER_CHROMIUM` and `ARBITER_CHROMEDRIVER` name other
//! binaries. Screenshots go to `target/browser-screenshots/`.

#![allow(dead_code)] // each browser test file uses its own part

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::error::{CmdError, ErrorStatus};
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};
use server::ServerConfig;

/// An error of a browser test.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// A browser test's result.
pub type Result<T = ()> = std::result::Result<T, Error>;

/// Fails the test run with a message (closing the browsers first), as `assert!` would.
#[macro_export]
macro_rules! ensure {
    ($cond:expr, $($message:tt)+) => {
        if !$cond {
            return Err(format!($($message)+).into());
        }
    };
}

/// A browser test: `browser_test!(name, count, board)` is the test `name`, which runs
/// `board(&base, &browsers)` with a server and `count` browsers ([`in_browsers`]).
#[macro_export]
macro_rules! browser_test {
    ($name:ident, $count:expr, $board:ident) => {
        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $name() {
            in_browsers($count, |base, browsers| async move {
                $board(&base, &browsers).await
            })
            .await;
        }
    };
}

/// The seats, in order.
pub const SEATS: [&str; 4] = ["N", "E", "S", "W"];
/// How long a page may take to show what is awaited.
pub const WAIT: Duration = Duration::from_secs(20);
/// The most a whole test may take.
pub const BOARD_TIME: Duration = Duration::from_secs(300);
/// The room's Director key of the test's server (`/director#key=ROOM_KEY`).
pub const ROOM_KEY: &str = "0123456789abcdef0123456789abcdef";

/// The browser's binaries.
pub struct Browser {
    pub chromium: PathBuf,
    pub chromedriver: PathBuf,
}

/// The program the environment variable `var` names, else the first of `names` on the PATH.
pub fn program(var: &str, names: &[&str]) -> std::result::Result<PathBuf, String> {
    if let Some(path) = std::env::var_os(var) {
        let path = PathBuf::from(path);
        if !path.is_file() {
            return Err(format!("{var}={} is not a file", path.display()));
        }
        return Ok(path);
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    names
        .iter()
        .find_map(|name| {
            std::env::split_paths(&path)
                .map(|dir| dir.join(name))
                .find(|candidate| candidate.is_file())
        })
        .ok_or_else(|| format!("no {} on the PATH", names.join(" nor ")))
}

impl Browser {
    pub fn find() -> std::result::Result<Browser, String> {
        Ok(Browser {
            chromium: program(
                "ARBITER_CHROMIUM",
                &["chromium", "chromium-browser", "google-chrome"],
            )?,
            chromedriver: program("ARBITER_CHROMEDRIVER", &["chromedriver"])?,
        })
    }
}

/// chromedriver, in a process group of its own: ended (with the browsers it started) when
/// dropped, the test passing or not.
pub struct Driver {
    child: Child,
    url: String,
}

impl Driver {
    pub async fn start(binary: &Path) -> Result<Driver> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")?
            .local_addr()?
            .port();
        let mut command = Command::new(binary);
        command
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let driver = Driver {
            child: command.spawn()?,
            url: format!("http://127.0.0.1:{port}"),
        };
        let started = Instant::now();
        loop {
            let answer = reqwest::get(format!("{}/status", driver.url)).await;
            if matches!(answer, Ok(answer) if answer.status().is_success()) {
                return Ok(driver);
            }
            ensure!(
                started.elapsed() < WAIT,
                "chromedriver did not answer on {}",
                driver.url
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// A new browser with a fresh profile.
    pub async fn session(&self, chromium: &Path, profile: &Path) -> Result<Client> {
        let capabilities = json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium,
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--window-size=1280,900",
                    format!("--user-data-dir={}", profile.display()),
                ],
            },
        });
        let Value::Object(capabilities) = capabilities else {
            unreachable!("capabilities are an object")
        };
        Ok(ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities)
            .connect(&self.url)
            .await?)
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // The group is chromedriver's own (process_group(0) above): its id is chromedriver's.
        #[cfg(unix)]
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", self.child.id())])
            .stderr(Stdio::null())
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Where the screenshots go: the workspace's `target/browser-screenshots`.
pub fn screenshot_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).ancestors().nth(2);
            workspace
                .expect("crates/server is two below the workspace")
                .join("target")
        });
    target.join("browser-screenshots")
}

pub async fn screenshot(client: &Client, name: &str) -> Result {
    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(format!("{name}.png"));
    std::fs::write(&path, client.screenshot().await?)?;
    eprintln!("screenshot: {}", path.display());
    Ok(())
}

/// Whether an error is one a retry may get past: the element redrawn under the click, or not
/// there yet.
pub fn transient(error: &CmdError) -> bool {
    matches!(
        error,
        CmdError::Standard(e) if matches!(
            e.error,
            ErrorStatus::StaleElementReference
                | ErrorStatus::NoSuchElement
                | ErrorStatus::ElementNotInteractable
                | ErrorStatus::ElementClickIntercepted
        )
    )
}

/// Clicks the element `css` finds, waiting for it and trying again if it is redrawn.
pub async fn click(client: &Client, css: &str) -> Result {
    let started = Instant::now();
    loop {
        let attempt = async { client.find(Locator::Css(css)).await?.click().await }.await;
        match attempt {
            Ok(()) => return Ok(()),
            Err(e) if transient(&e) && started.elapsed() < WAIT => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(e) => return Err(format!("clicking {css}: {e}").into()),
        }
    }
}

/// Types `text` into the field `css`, emptied first.
pub async fn type_into(client: &Client, css: &str, text: &str) -> Result {
    let field = client
        .wait()
        .at_most(WAIT)
        .for_element(Locator::Css(css))
        .await?;
    field.clear().await?;
    field.send_keys(text).await?;
    Ok(())
}

/// What `probe` gives once `good` holds of it, asking again every 50 ms; after [`WAIT`], an
/// error saying `what` was awaited and what `probe` last gave.
pub async fn poll<T, F, Fut>(what: &str, mut probe: F, good: impl Fn(&T) -> bool) -> Result<T>
where
    T: std::fmt::Debug,
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T>>,
{
    let started = Instant::now();
    loop {
        let value = probe().await?;
        if good(&value) {
            return Ok(value);
        }
        ensure!(
            started.elapsed() < WAIT,
            "{what} never came; the last seen was {value:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The text of `css` once `good` holds of it.
pub async fn text_when(client: &Client, css: &str, good: impl Fn(&str) -> bool) -> Result<String> {
    let text = || async {
        Ok(match client.find(Locator::Css(css)).await {
            Ok(element) => element.text().await.ok(),
            Err(_) => None,
        })
    };
    let what = format!("the text awaited in {css}");
    let shown = poll(&what, text, |t: &Option<String>| {
        t.as_deref().is_some_and(&good)
    })
    .await?;
    Ok(shown.unwrap_or_default())
}

/// The attribute `name` of `css`.
pub async fn attr(client: &Client, css: &str, name: &str) -> Result<String> {
    let element = client
        .wait()
        .at_most(WAIT)
        .for_element(Locator::Css(css))
        .await?;
    Ok(element
        .attr(name)
        .await?
        .ok_or_else(|| format!("{css} has no {name}"))?)
}

/// Starts a server and `count` browsers and runs `board` with them on a task of its own: a
/// failure, a panic or a run past the time allowed all end with the browsers closed. Without
/// the browser's binaries the test is skipped, saying why.
pub async fn in_browsers<F, Fut>(count: usize, board: F)
where
    F: FnOnce(String, Vec<Client>) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = Result> + Send + 'static,
{
    let browser = match Browser::find() {
        Ok(browser) => browser,
        Err(why) => {
            assert!(
                std::env::var("ARBITER_REQUIRE_BROWSER").as_deref() != Ok("1"),
                "ARBITER_REQUIRE_BROWSER=1 and {why}"
            );
            eprintln!("skipped: {why} (set ARBITER_REQUIRE_BROWSER=1 to make this a failure)");
            return;
        }
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tables.sqlite").display().to_string();
    let mut config = ServerConfig::new(db);
    config.director_key = Some(ROOM_KEY.to_string());
    let addr = server::spawn(&config, "127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let base = format!("http://{addr}");

    let driver = Driver::start(&browser.chromedriver)
        .await
        .expect("chromedriver starts");
    let mut browsers = Vec::new();
    let mut profiles = Vec::new();
    let mut started = Ok(());
    for _ in 0..count {
        let profile = tempfile::tempdir().unwrap();
        match driver.session(&browser.chromium, profile.path()).await {
            Ok(client) => browsers.push(client),
            Err(e) => {
                started = Err(format!("a browser did not start: {e}"));
                break;
            }
        }
        profiles.push(profile);
    }
    let outcome = match started {
        Ok(()) => {
            let board = tokio::spawn(board(base, browsers.clone()));
            match tokio::time::timeout(BOARD_TIME, board).await {
                Ok(Ok(outcome)) => outcome,
                Ok(Err(panicked)) => Err(format!("the board panicked: {panicked}").into()),
                Err(_) => Err(format!("the board took more than {BOARD_TIME:?}").into()),
            }
        }
        Err(e) => Err(e.into()),
    };
    for client in browsers {
        let _ = client.close().await;
    }
    drop(driver);
    if let Err(e) = outcome {
        panic!("{e}");
    }
}

/// A seat's partner.
pub fn partner(seat: &str) -> &'static str {
    match seat {
        "N" => "S",
        "S" => "N",
        "E" => "W",
        _ => "E",
    }
}

/// The card `seat` plays: the first of the suit led it holds, else its first card.
pub fn choose_card(state: &Value, seat: &str) -> Result<String> {
    let hand = state["hands"]
        .as_array()
        .and_then(|hands| hands.iter().find(|h| h["seat"] == seat))
        .and_then(|h| h["hand"].as_str())
        .ok_or_else(|| format!("the Director sees {seat}'s hand: {state}"))?;
    let cards: Vec<String> = hand
        .split('.')
        .zip(["S", "H", "D", "C"])
        .flat_map(|(ranks, suit)| ranks.chars().map(move |rank| format!("{suit}{rank}")))
        .collect();
    let led = state["trick"]
        .as_array()
        .and_then(|trick| trick.first())
        .and_then(|first| first["card"].as_str())
        .map(|card| card[..1].to_string());
    let card = led
        .and_then(|suit| cards.iter().find(|c| c.starts_with(&suit)).cloned())
        .or_else(|| cards.first().cloned())
        .ok_or_else(|| format!("{seat} has no card left: {state}"))?;
    Ok(card)
}

/// North a 1NT opening, South six hearts: bid 1NT - 2D (a transfer) - 2H.
pub const TRANSFER_DEAL: &str =
    "N:AK5.K32.AQ74.Q86 QJT8.T96.KJ2.A54 942.AQJ874.53.72 763.5.T986.KJT93";

/// A table of the test's server: its id and its tokens, and its API.
pub struct Table {
    pub base: String,
    pub id: String,
    /// The answer to `POST /api/tables`: `{"id", "seats": {"N": {"token"}, ...}, "director":
    /// {"token"}, "kibitzer": {"token"}}` (for a table made in the lobby, the Director's token
    /// alone).
    made: Value,
    http: reqwest::Client,
}

impl Table {
    /// Makes a table (`POST /api/tables` with `body`).
    pub async fn make(base: &str, body: Value) -> Result<Table> {
        let http = reqwest::Client::new();
        let answer = http
            .post(format!("{base}/api/tables"))
            .json(&body)
            .send()
            .await?;
        ensure!(
            answer.status() == 201,
            "making a table: {}",
            answer.status()
        );
        let made: Value = answer.json().await?;
        let id = made["id"].as_str().ok_or("an id")?.to_string();
        Ok(Table {
            base: base.to_string(),
            id,
            made,
            http,
        })
    }

    /// A table made in the lobby, known by its Director's link (`BASE/director#ID:TOKEN`).
    pub fn from_director_link(base: &str, link: &str) -> Result<Table> {
        let (id, token) = link
            .split_once('#')
            .and_then(|(_, fragment)| fragment.split_once(':'))
            .ok_or_else(|| format!("the Director's link {link} is not /director#ID:TOKEN"))?;
        Ok(Table {
            base: base.to_string(),
            id: id.to_string(),
            made: json!({"director": {"token": token}}),
            http: reqwest::Client::new(),
        })
    }

    /// The token of `role`: a seat's letter, `director` or `kibitzer`.
    pub fn token(&self, role: &str) -> String {
        let token = match role {
            "director" | "kibitzer" => &self.made[role]["token"],
            seat => &self.made["seats"][seat]["token"],
        };
        token.as_str().unwrap_or_default().to_string()
    }

    /// The table page's link for a seat or the kibitzers: `BASE/table/ID#TOKEN`.
    pub fn link(&self, role: &str) -> String {
        format!("{}/table/{}#{}", self.base, self.id, self.token(role))
    }

    /// `ID:TOKEN`, as the Director's page reads a table.
    pub fn director_link(&self) -> String {
        format!("{}:{}", self.id, self.token("director"))
    }

    /// The table as `role` sees it (`GET /api/tables/ID/state`).
    pub async fn state_as(&self, role: &str) -> Result<Value> {
        let answer = self
            .http
            .get(format!("{}/api/tables/{}/state", self.base, self.id))
            .bearer_auth(self.token(role))
            .send()
            .await?;
        ensure!(answer.status() == 200, "state: {}", answer.status());
        Ok(answer.json().await?)
    }

    /// The table as the Director sees it.
    pub async fn state(&self) -> Result<Value> {
        self.state_as("director").await
    }

    /// The table's `seq` now.
    pub async fn seq(&self) -> Result<u64> {
        Ok(self.state().await?["table"]["seq"]
            .as_u64()
            .ok_or("a seq")?)
    }

    /// `role` sends `action` with its token (`POST .../actions`); the server must take it.
    /// The view it answers.
    pub async fn act(&self, role: &str, action: Value) -> Result<Value> {
        let answer = self
            .http
            .post(format!("{}/api/tables/{}/actions", self.base, self.id))
            .bearer_auth(self.token(role))
            .json(&action)
            .send()
            .await?;
        let status = answer.status();
        let body = answer.text().await?;
        ensure!(status == 200, "{role} sends {action}: {status} {body}");
        Ok(serde_json::from_str(&body)?)
    }

    /// The table (as the Director sees it) once `good` holds of it.
    pub async fn state_when(&self, good: impl Fn(&Value) -> bool) -> Result<Value> {
        poll("the table awaited", || self.state(), good).await
    }

    /// The table once the server has taken an action after `seq` (a click reaches the server
    /// some time after it returns).
    pub async fn after(&self, seq: u64) -> Result<Value> {
        self.state_when(|state| state["table"]["seq"].as_u64() > Some(seq))
            .await
            .map_err(|e| format!("the server never took the action after seq {seq}: {e}").into())
    }
}

/// Waits until the table page `client` shows the deal over with the engine's `result`
/// (`#result`'s `data-result`).
pub async fn shows_result(client: &Client, result: &str) -> Result {
    text_when(client, "#phase", |t| t == "ended").await?;
    let shown = attr(client, "#result", "data-result").await?;
    ensure!(
        shown == result,
        "a page shows the result {shown}, not {result}"
    );
    Ok(())
}

/// Waits until the element `css` of a page (a table page's `#seq`, a Director's panel's
/// `.seq`) shows the table's `seq` or a later one.
pub async fn shows_seq(client: &Client, css: &str, seq: u64) -> Result {
    text_when(client, css, |t| t.parse::<u64>().is_ok_and(|s| s >= seq)).await?;
    Ok(())
}

/// The value of `script` run in the page, once `good` holds of it.
pub async fn js_when(
    client: &Client,
    script: &str,
    good: impl Fn(&Value) -> bool,
) -> Result<Value> {
    let value = || async { Ok(client.execute(script, vec![]).await?) };
    poll(&format!("what {script} awaited"), value, good).await
}

/// Makes the page's viewport `width` x `height` (the window is larger by its frame): a desk's
/// 1280x900, a phone's 390x844.
pub async fn viewport(client: &Client, width: u32, height: u32) -> Result {
    client.set_window_size(width, height).await?;
    let inner = client
        .execute("return [innerWidth, innerHeight]", vec![])
        .await?;
    let frame =
        |i: usize, want: u32| want + want.saturating_sub(inner[i].as_u64().unwrap_or(0) as u32);
    client
        .set_window_size(frame(0, width), frame(1, height))
        .await?;
    Ok(())
}

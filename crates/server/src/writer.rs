//! The one writer: a thread that owns the database and commits what the tables send it, the
//! writes that arrive together in one transaction (group commit). An action is acknowledged
//! only once its transaction has committed. Under load (the last batch held more than one
//! job) the writer waits up to [`COMMIT_WINDOW`] for more before committing, as PostgreSQL's
//! `commit_delay` does: one disk flush then serves many actions.

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use store::tables::{TableLog, Write};
use tokio::sync::oneshot;

/// The most jobs committed in one transaction.
const BATCH_LIMIT: usize = 1024;

/// How long the writer gathers jobs under load before committing them.
pub const COMMIT_WINDOW: Duration = Duration::from_millis(2);

struct Job {
    writes: Vec<Write>,
    done: oneshot::Sender<Result<(), String>>,
}

/// A handle on the writer thread.
#[derive(Clone)]
pub struct Writer {
    jobs: mpsc::Sender<Job>,
}

impl Writer {
    /// Starts the writer thread, which owns `log` until every handle is dropped.
    pub fn spawn(mut log: Box<dyn TableLog>) -> Writer {
        let (jobs, queue) = mpsc::channel::<Job>();
        thread::Builder::new()
            .name("arbiter-writer".to_string())
            .spawn(move || {
                let mut busy = false;
                while let Ok(first) = queue.recv() {
                    let deadline =
                        Instant::now() + if busy { COMMIT_WINDOW } else { Duration::ZERO };
                    let mut batch = vec![first];
                    while batch.len() < BATCH_LIMIT {
                        let wait = deadline.saturating_duration_since(Instant::now());
                        match queue.recv_timeout(wait) {
                            Ok(job) => batch.push(job),
                            Err(_) => break,
                        }
                    }
                    busy = batch.len() > 1;
                    commit(log.as_mut(), batch);
                }
            })
            .expect("the writer thread starts");
        Writer { jobs }
    }

    /// Writes `writes` in one transaction, returning once they are durable (or why not).
    pub async fn write(&self, writes: Vec<Write>) -> Result<(), String> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(Job { writes, done })
            .map_err(|_| "the database writer has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the database writer has stopped".to_string())?
    }
}

/// Commits a batch of jobs in one transaction; if that fails, each job alone, so that one bad
/// job (a clash) does not fail the others.
fn commit(log: &mut dyn TableLog, batch: Vec<Job>) {
    let all: Vec<Write> = batch.iter().flat_map(|j| j.writes.clone()).collect();
    match log.write(&all) {
        Ok(()) => {
            for job in batch {
                let _ = job.done.send(Ok(()));
            }
        }
        Err(error) if batch.len() == 1 => {
            for job in batch {
                let _ = job.done.send(Err(error.to_string()));
            }
        }
        Err(_) => {
            for job in batch {
                let result = log.write(&job.writes).map_err(|e| e.to_string());
                let _ = job.done.send(result);
            }
        }
    }
}

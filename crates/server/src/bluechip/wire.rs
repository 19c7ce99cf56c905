//! Lines over TCP: CRLF-terminated ASCII, each line read within a time limit and no longer
//! than [`MAX_LINE`] bytes.

use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};

/// The longest line taken (a hand's line is under 60 characters; an alert's explanation may
/// be longer).
pub const MAX_LINE: usize = 1024;

/// Why no line came.
#[derive(Debug, thiserror::Error)]
pub enum WireError {
    /// The other end closed the connection.
    #[error("the connection was closed")]
    Closed,
    /// Nothing came in time.
    #[error("no line came within {0:?}")]
    TimedOut(Duration),
    /// A line longer than [`MAX_LINE`].
    #[error("a line longer than {MAX_LINE} bytes")]
    TooLong,
    /// The network.
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// One end of a connection, read and written a line at a time.
#[derive(Debug)]
pub struct Wire {
    reader: BufReader<OwnedReadHalf>,
    writer: OwnedWriteHalf,
    timeout: Duration,
    /// Lines read so far (the number of the last one).
    pub lines_read: usize,
}

impl Wire {
    /// A connection whose every line must come within `timeout`.
    pub fn new(stream: TcpStream, timeout: Duration) -> Wire {
        let _ = stream.set_nodelay(true);
        let (read, writer) = stream.into_split();
        Wire {
            reader: BufReader::new(read),
            writer,
            timeout,
            lines_read: 0,
        }
    }

    /// The next line, its line end taken off (CRLF or LF); bytes outside ASCII are replaced.
    pub async fn read_line(&mut self) -> Result<String, WireError> {
        match tokio::time::timeout(self.timeout, self.read_raw()).await {
            Ok(result) => result,
            Err(_) => Err(WireError::TimedOut(self.timeout)),
        }
    }

    async fn read_raw(&mut self) -> Result<String, WireError> {
        let mut line = Vec::new();
        loop {
            let buffer = self.reader.fill_buf().await?;
            if buffer.is_empty() {
                return Err(WireError::Closed);
            }
            let (taken, done) = match buffer.iter().position(|&b| b == b'\n') {
                Some(end) => (end + 1, true),
                None => (buffer.len(), false),
            };
            line.extend_from_slice(&buffer[..taken]);
            self.reader.consume(taken);
            if line.len() > MAX_LINE + 2 {
                return Err(WireError::TooLong);
            }
            if done {
                break;
            }
        }
        self.lines_read += 1;
        while matches!(line.last(), Some(b'\n' | b'\r')) {
            line.pop();
        }
        Ok(line
            .into_iter()
            // Nothing but printable ASCII: a stray carriage return or other control character in
            // a name or an explanation must not start a line of its own at another client.
            .map(|b| {
                if b.is_ascii_graphic() || b == b' ' || b == b'\t' {
                    b as char
                } else {
                    '?'
                }
            })
            .collect())
    }

    /// Writes `line` and its CRLF.
    pub async fn write_line(&mut self, line: &str) -> Result<(), WireError> {
        let mut bytes = Vec::with_capacity(line.len() + 2);
        bytes.extend_from_slice(line.as_bytes());
        bytes.extend_from_slice(b"\r\n");
        match tokio::time::timeout(self.timeout, self.writer.write_all(&bytes)).await {
            Ok(result) => Ok(result?),
            Err(_) => Err(WireError::TimedOut(self.timeout)),
        }
    }

    /// Closes the writing half: the other end reads the end of the stream.
    pub async fn close(&mut self) {
        let _ = self.writer.shutdown().await;
    }

    /// Reads and drops what the other end still sends, until it closes or `within` passes,
    /// so that closing does not reset a connection whose last lines are still unread there.
    pub async fn drain(&mut self, within: Duration) {
        let _ =
            tokio::time::timeout(within, async { while self.read_raw().await.is_ok() {} }).await;
    }
}

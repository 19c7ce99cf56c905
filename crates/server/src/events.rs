//! Tables of an event made with `arbiter event new`: a table plays the boards of its set in a
//! round, and each result goes into the event's file as `arbiter event results` would enter
//! it. The event's file is named in the request and found in the server's events folder, never
//! elsewhere.

use std::path::{Path, PathBuf};

use club::session::TableResult;
use store::EventStore;

use crate::config::{EventPlace, EventSeat};
use crate::error::ApiError;

/// The folder of the events tables may join.
#[derive(Clone, Debug)]
pub struct Events {
    folder: PathBuf,
}

impl Events {
    /// Events found in `folder`.
    pub fn new(folder: impl Into<PathBuf>) -> Events {
        Events {
            folder: folder.into(),
        }
    }

    /// The event's file named `name`: a plain file name in the folder.
    fn path(&self, name: &str) -> Result<PathBuf, ApiError> {
        let plain = !name.is_empty()
            && Path::new(name).file_name().and_then(|n| n.to_str()) == Some(name)
            && name != ".."
            && name != ".";
        if !plain {
            return Err(ApiError::bad_request(format!(
                "event: {name:?} is not the name of an event's file in the server's events folder"
            )));
        }
        Ok(self.folder.join(name))
    }

    /// The boards and deals of the table and round `seat` names.
    pub async fn place(&self, seat: &EventSeat) -> Result<EventPlace, ApiError> {
        let path = self.path(&seat.file)?;
        let seat = seat.clone();
        tokio::task::spawn_blocking(move || {
            let store = EventStore::open(&path)
                .map_err(|e| ApiError::bad_request(format!("event: {e}")))?;
            let session = store.session();
            let sitting = session.sitting(seat.table, seat.round).ok_or_else(|| {
                ApiError::bad_request(format!(
                    "event: the movement of {} has no table {} in round {}",
                    seat.file, seat.table, seat.round
                ))
            })?;
            let boards: Vec<u32> = session.movement.boards_of_set(sitting.set).collect();
            let deals = boards
                .iter()
                .filter_map(|b| session.deals.get(b).map(|d| (*b, *d)))
                .collect();
            Ok(EventPlace {
                seat,
                boards,
                deals,
            })
        })
        .await
        .map_err(ApiError::unavailable)?
    }

    /// Enters `result` into the event's file `name`, as `arbiter event results` does.
    pub async fn enter(&self, name: &str, result: TableResult) -> Result<(), String> {
        let path = self.path(name).map_err(|e| e.error)?;
        tokio::task::spawn_blocking(move || {
            let mut store = EventStore::open(&path).map_err(|e| e.to_string())?;
            let refused = store.enter(&[result]).map_err(|e| e.to_string())?;
            match refused.first() {
                Some(refusal) => Err(refusal.to_string()),
                None => Ok(()),
            }
        })
        .await
        .map_err(|e| e.to_string())?
    }
}

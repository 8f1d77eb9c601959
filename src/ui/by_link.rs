//! A game with a friend on another device, by link: each player sends his
//! move as the game's link, with no server. The link names the match (a
//! random id both browsers keep) and the seat it is sent to, so the friend's
//! browser knows which side it plays, and a player's own browser finds its
//! saved copy of the match again when the reply comes back.
//!
//! `#game=loa&moves=b1-d3&match=k3v9x2&for=1`: the record, then the match
//! and the seat to play. Kept apart from the record (these are not options
//! of the game) and free of the browser, so they are tested natively.

use crate::game::Seat;

/// The longest match id a link may carry; ids are made by `new_match_id`.
const MAX_ID: usize = 24;

/// A match played by link, as this browser plays it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ByLink {
    /// The match's id, shared by both browsers.
    pub match_id: String,
    /// The seat this browser plays.
    pub you: Seat,
}

/// What a link says about a game played by link.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LinkSide {
    /// The match's id, if the link names one.
    pub match_id: Option<String>,
    /// The seat the link was sent to: the one who opens it plays it.
    pub seat: Option<Seat>,
}

/// Takes `match=` and `for=` out of a fragment: the rest (the record's
/// link) and what they say. A malformed id or seat is dropped, so a link
/// with a damaged tail still opens its game.
pub fn split_link_side(fragment: &str) -> (String, LinkSide) {
    let mut side = LinkSide::default();
    let rest: Vec<&str> = fragment
        .split('&')
        .filter(|part| {
            if let Some(id) = part.strip_prefix("match=") {
                side.match_id = Some(id.to_string()).filter(|id| is_match_id(id));
                false
            } else if let Some(seat) = part.strip_prefix("for=") {
                side.seat = seat.parse::<u8>().ok().filter(|s| *s < 4).map(Seat);
                false
            } else {
                true
            }
        })
        .collect();
    (rest.join("&"), side)
}

/// The link's tail for a match: `&match=ID`, then `&for=N` when it is sent
/// to seat N.
pub fn link_tail(match_id: &str, seat: Option<Seat>) -> String {
    match seat {
        Some(seat) => format!("&match={match_id}&for={}", seat.0),
        None => format!("&match={match_id}"),
    }
}

/// Whether `id` can name a match: letters and digits, not too long.
pub fn is_match_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= MAX_ID && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// A new match id from a random number (the page's `Math.random`): ten
/// letters and digits, enough that two matches of one browser never meet.
pub fn new_match_id(mut random: u64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut id = String::with_capacity(10);
    for _ in 0..10 {
        id.push(DIGITS[(random % 36) as usize] as char);
        random /= 36;
    }
    id
}

/// What to open when a match's link arrives in a browser that keeps a saved
/// game of the match: nothing either side has played may be lost.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Arrival {
    /// The link holds the saved game and more (the friend's reply): it
    /// replaces the saved game.
    Link,
    /// The saved game holds the link and more (an old link opened again):
    /// the saved game is opened.
    Saved,
    /// They went different ways: the link opens as a saved game of its
    /// own, and the one kept before stays in the saved games.
    Both,
}

/// Compares the moves of a match's saved game with those of its link.
pub fn arrival(saved: &[String], linked: &[String]) -> Arrival {
    if linked.starts_with(saved) {
        Arrival::Link
    } else if saved.starts_with(linked) {
        Arrival::Saved
    } else {
        Arrival::Both
    }
}

/// What a browser keeps of a match: its saved-game entry and the seat this
/// browser plays, as `ENTRY SEAT`.
pub fn remembered(entry: &str, seat: Seat) -> String {
    format!("{entry} {}", seat.0)
}

/// Reads what `remembered` wrote; `None` when it is damaged.
pub fn read_remembered(text: &str) -> Option<(String, Seat)> {
    let (entry, seat) = text.split_once(' ')?;
    let seat = seat.parse::<u8>().ok().filter(|s| *s < 4)?;
    (!entry.is_empty()).then(|| (entry.to_string(), Seat(seat)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_s_match_and_seat_come_out_and_the_record_stays() {
        let (rest, side) = split_link_side("game=loa&moves=b1-d3&match=k3v9x2&for=1");
        assert_eq!(rest, "game=loa&moves=b1-d3");
        assert_eq!(side.match_id.as_deref(), Some("k3v9x2"));
        assert_eq!(side.seat, Some(Seat(1)));
        let (rest, side) = split_link_side("game=loa");
        assert_eq!((rest.as_str(), side), ("game=loa", LinkSide::default()));
    }

    #[test]
    fn a_damaged_match_or_seat_is_dropped_and_the_game_still_opens() {
        let (rest, side) = split_link_side("game=loa&match=<script>&for=9");
        assert_eq!(rest, "game=loa");
        assert_eq!(side, LinkSide::default());
        let long = format!("game=loa&match={}", "a".repeat(100));
        assert_eq!(split_link_side(&long).1.match_id, None);
    }

    #[test]
    fn a_tail_reads_back() {
        let id = new_match_id(123_456_789);
        assert!(is_match_id(&id), "{id}");
        assert_eq!(id.len(), 10);
        assert_ne!(id, new_match_id(987_654_321));
        let link = format!("game=loa{}", link_tail(&id, Some(Seat(1))));
        let (_, side) = split_link_side(&link);
        assert_eq!(side.match_id, Some(id.clone()));
        assert_eq!(side.seat, Some(Seat(1)));
        assert_eq!(link_tail(&id, None), format!("&match={id}"));
    }

    #[test]
    fn an_arriving_link_never_loses_a_move_either_side_played() {
        let moves = |m: &[&str]| m.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let saved = moves(&["b1-d3"]);
        assert_eq!(arrival(&saved, &moves(&["b1-d3", "a7-c5"])), Arrival::Link);
        assert_eq!(arrival(&saved, &saved), Arrival::Link);
        // An old link, opened after the reply was played here.
        let longer = moves(&["b1-d3", "a7-c5", "c1-c4"]);
        assert_eq!(
            arrival(&longer, &moves(&["b1-d3", "a7-c5"])),
            Arrival::Saved
        );
        // Different moves at the same point: both are kept.
        assert_eq!(
            arrival(&moves(&["b1-d3", "a7-c5"]), &moves(&["b1-d3", "h2-f2"])),
            Arrival::Both
        );
    }

    #[test]
    fn what_a_browser_keeps_reads_back_and_damage_is_refused() {
        let kept = remembered("s1abc", Seat(0));
        assert_eq!(read_remembered(&kept), Some(("s1abc".to_string(), Seat(0))));
        assert_eq!(read_remembered("s1abc"), None);
        assert_eq!(read_remembered(" 1"), None);
        assert_eq!(read_remembered("s1abc 7"), None);
    }
}

//! A game clock as a record keeps it: the time control ("5+3": five
//! minutes each, three seconds added after each turn) and the time each
//! seat had left after the last move. A seat with no time left has lost on
//! time (its flag fell), so the record says how a game ended by the clock
//! without a rule of the game saying so.
//!
//! Time is counted in whole milliseconds passed in by the caller: this
//! module never reads a clock itself, so it is tested natively and the
//! page decides when time runs (`ui::clock`).

use std::fmt;

use crate::game::Seat;

/// Longest base time, in minutes: a long game's afternoon.
const MAX_MINUTES: u32 = 180;
/// Largest increment, in seconds.
const MAX_INCREMENT_S: u32 = 180;
// Milliseconds are counted in `u32`: a day, the most a time left may be,
// is 86.4 million of them, and 64-bit arithmetic would cost the browser's
// bundles their formatting and parsing code.
/// Most seats a clock has: Quoridor's four.
const MAX_SEATS: usize = 4;

/// How much time each seat starts with and gains after each of its turns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TimeControl {
    /// Minutes each seat starts with (1 to 180).
    pub minutes: u16,
    /// Seconds added after each turn (0 to 180).
    pub increment_s: u16,
}

impl TimeControl {
    /// Each seat's time at the start, in milliseconds.
    pub fn base_ms(self) -> u32 {
        u32::from(self.minutes) * 60_000
    }

    /// The time added after each turn, in milliseconds.
    pub fn increment_ms(self) -> u32 {
        u32::from(self.increment_s) * 1000
    }

    /// Reads `5+3` (minutes, then seconds added a turn).
    pub fn parse(text: &str) -> Result<TimeControl, ClockError> {
        let bad = || ClockError::Control(short(text));
        let (minutes, increment) = text.trim().split_once('+').ok_or_else(bad)?;
        let minutes = small_number(minutes, MAX_MINUTES).ok_or_else(bad)?;
        let increment_s = small_number(increment, MAX_INCREMENT_S).ok_or_else(bad)?;
        if minutes == 0 {
            return Err(bad());
        }
        Ok(TimeControl {
            minutes,
            increment_s,
        })
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::new();
        push_number(&mut text, u32::from(self.minutes));
        text.push('+');
        push_number(&mut text, u32::from(self.increment_s));
        f.write_str(&text)
    }
}

/// A clock's control and each seat's time left, as a record keeps it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clock {
    /// The time control the game is played at.
    pub control: TimeControl,
    left_ms: Vec<u32>,
}

/// Why a clock's text could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ClockError {
    /// The time control is not `minutes+seconds` within the limits.
    Control(String),
    /// A time left is not `m:ss` or `m:ss.d`.
    Time(String),
    /// The number of times left does not match the game's seats.
    Seats {
        /// Times the clock gives.
        given: usize,
        /// Seats the game has.
        seats: usize,
    },
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::Control(text) => write!(
                f,
                "clock `{text}`: a time control is minutes+seconds, such as 5+3 (1 to {MAX_MINUTES} minutes, 0 to {MAX_INCREMENT_S} seconds)"
            ),
            ClockError::Time(text) => {
                write!(f, "clock: `{text}` is not a time left such as 4:05.3")
            }
            ClockError::Seats { given, seats } => write!(
                f,
                "clock: {given} times left for a game of {seats} players"
            ),
        }
    }
}

impl std::error::Error for ClockError {}

impl Clock {
    /// A clock at the start of a game of `seats` seats: full time for each.
    pub fn new(control: TimeControl, seats: usize) -> Clock {
        Clock {
            control,
            left_ms: vec![control.base_ms(); seats.min(MAX_SEATS)],
        }
    }

    /// How many seats the clock times.
    pub fn seats(&self) -> usize {
        self.left_ms.len()
    }

    /// The time `seat` has left, in milliseconds.
    pub fn left_ms(&self, seat: Seat) -> u32 {
        self.left_ms.get(usize::from(seat.0)).copied().unwrap_or(0)
    }

    /// Takes `ms` from `seat`'s time (down to nothing); true when that
    /// leaves it none, which ends the game.
    pub fn spend(&mut self, seat: Seat, ms: u32) -> bool {
        match self.left_ms.get_mut(usize::from(seat.0)) {
            Some(left) => {
                *left = left.saturating_sub(ms);
                *left == 0
            }
            None => false,
        }
    }

    /// Adds the increment to `seat`'s time after its turn, unless its flag
    /// has fallen (time out is final).
    pub fn add_increment(&mut self, seat: Seat) {
        let increment = self.control.increment_ms();
        if let Some(left) = self.left_ms.get_mut(usize::from(seat.0)) {
            if *left > 0 {
                *left += increment;
            }
        }
    }

    /// The seat that ran out of time, if one did: the game is over.
    pub fn flagged(&self) -> Option<Seat> {
        self.left_ms
            .iter()
            .position(|&left| left == 0)
            .map(|i| Seat(i as u8))
    }

    /// Reads the record's form: `5+3` alone (a game not started, each
    /// seat's full time given by `fit`) or followed by `left` and each
    /// seat's time (`5+3 left 4:12.3 3:58.0`).
    pub fn parse(text: &str) -> Result<Clock, ClockError> {
        let mut words = text.split_whitespace();
        let control = TimeControl::parse(words.next().unwrap_or(""))?;
        let mut clock = Clock::new(control, 0);
        match words.next() {
            None => {}
            Some(word) if word.eq_ignore_ascii_case("left") => {
                for word in words {
                    if clock.left_ms.len() == MAX_SEATS {
                        return Err(ClockError::Seats {
                            given: MAX_SEATS + 1,
                            seats: MAX_SEATS,
                        });
                    }
                    let ms = parse_time(word).ok_or_else(|| ClockError::Time(short(word)))?;
                    clock.left_ms.push(ms);
                }
            }
            Some(word) => return Err(ClockError::Time(short(word))),
        }
        Ok(clock)
    }

    /// The clock for a game of `seats` seats: full time for each when the
    /// text gave none, refused when it gave another number of times.
    pub fn fit(mut self, seats: usize) -> Result<Clock, ClockError> {
        if self.left_ms.is_empty() {
            self.left_ms = vec![self.control.base_ms(); seats.min(MAX_SEATS)];
        }
        if self.left_ms.len() != seats {
            return Err(ClockError::Seats {
                given: self.left_ms.len(),
                seats,
            });
        }
        Ok(self)
    }
}

/// The record's form, `5+3 left 4:12.3 3:58.0`, read back by `Clock::parse`.
impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} left", self.control)?;
        for &ms in &self.left_ms {
            let tenths = ms / 100;
            let mut time = String::from(" ");
            push_number(&mut time, tenths / 600);
            time.push(':');
            push_two_digits(&mut time, tenths / 10 % 60);
            time.push('.');
            push_number(&mut time, tenths % 10);
            f.write_str(&time)?;
        }
        Ok(())
    }
}

/// Writes `n` in decimal (no formatting machinery, which is large in the
/// browser's bundles).
pub fn push_number(out: &mut String, n: u32) {
    if n >= 10 {
        push_number(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// Writes `n` (under 100) as two digits, `07`: seconds on a clock.
pub fn push_two_digits(out: &mut String, n: u32) {
    out.push(char::from(b'0' + (n / 10 % 10) as u8));
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// `4:12.3` or `4:12` as milliseconds, up to a day.
fn parse_time(text: &str) -> Option<u32> {
    let (minutes, seconds) = text.split_once(':')?;
    let (whole, tenths) = match seconds.split_once('.') {
        Some((whole, tenth)) if tenth.len() == 1 => (whole, small_number(tenth, 9)?),
        Some(_) => return None,
        None => (seconds, 0),
    };
    if whole.len() != 2 {
        return None;
    }
    let minutes = u32::from(small_number(minutes, 24 * 60)?);
    let seconds = u32::from(small_number(whole, 59)?);
    Some((minutes * 60 + seconds) * 1000 + u32::from(tenths) * 100)
}

/// Digits only, at most `max`.
fn small_number(text: &str, max: u32) -> Option<u16> {
    if text.is_empty() || text.len() > 4 {
        return None;
    }
    let mut n: u32 = 0;
    for b in text.bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + u32::from(b - b'0');
    }
    (n <= max).then_some(n as u16)
}

/// At most the first 20 bytes of `text` (to a character's boundary), for
/// an error that quotes what it refused.
fn short(text: &str) -> String {
    let mut end = text.len().min(20);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_control_reads_minutes_plus_seconds() {
        let control = TimeControl::parse("5+3").unwrap();
        assert_eq!((control.base_ms(), control.increment_ms()), (300_000, 3000));
        assert_eq!(control.to_string(), "5+3");
        for bad in [
            "", "5", "0+3", "5+", "+3", "5+3+1", "181+0", "5+181", "-1+2", "a+b",
        ] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn time_runs_down_gains_its_increment_and_stops_at_nothing() {
        let mut clock = Clock::new(TimeControl::parse("1+2").unwrap(), 2);
        assert!(!clock.spend(Seat(0), 59_000));
        clock.add_increment(Seat(0));
        assert_eq!(clock.left_ms(Seat(0)), 3000);
        assert_eq!(clock.flagged(), None);
        assert!(clock.spend(Seat(0), 3001));
        assert_eq!(clock.left_ms(Seat(0)), 0);
        clock.add_increment(Seat(0));
        assert_eq!(
            clock.flagged(),
            Some(Seat(0)),
            "no increment after the flag"
        );
        assert_eq!(clock.left_ms(Seat(1)), 60_000);
    }

    #[test]
    fn the_record_form_round_trips_to_the_tenth() {
        let mut clock = Clock::new(TimeControl::parse("15+10").unwrap(), 2);
        clock.spend(Seat(0), 123_456);
        clock.spend(Seat(1), 900_000);
        let text = clock.to_string();
        assert_eq!(text, "15+10 left 12:56.5 0:00.0");
        let back = Clock::parse(&text).unwrap().fit(2).unwrap();
        assert_eq!(back.left_ms(Seat(0)), 776_500);
        assert_eq!(back.flagged(), Some(Seat(1)));
        let fresh = Clock::parse("5+3").unwrap().fit(2).unwrap();
        assert_eq!(fresh, Clock::new(TimeControl::parse("5+3").unwrap(), 2));
        assert_eq!(fresh.to_string(), "5+3 left 5:00.0 5:00.0");
    }

    #[test]
    fn bad_clock_text_is_refused_with_what_is_wrong() {
        let two = |t: &str| match Clock::parse(t).and_then(|c| c.fit(2)) {
            Ok(clock) => panic!("{t} read as {clock}"),
            Err(error) => error.to_string(),
        };
        assert!(two("5+3 left 4:00").contains("1 times left for a game of 2"));
        assert!(two("5+3 left 4:0 1:00").contains("`4:0`"));
        assert!(two("5+3 left 4:61 1:00").contains("`4:61`"));
        assert!(two("5+3 right").contains("`right`"));
        assert!(two("fast").contains("minutes+seconds"));
        assert!(two(&"9".repeat(100_000)).len() < 200);
        assert!(two("5+3 left 1:00 1:00 1:00 1:00 1:00").contains("5 times left"));
    }
}

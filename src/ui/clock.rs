//! The clock as the page runs it: which time controls a game offers, whose
//! time runs and when it changes hands, how the time reads on the face,
//! and how long the computer may think when its own time is short.
//!
//! The page passes in the time (`performance.now()` milliseconds); nothing
//! here reads a clock, so the whole of it is tested natively.

use crate::any_game::AnyGame;
use crate::clock::{push_number, push_two_digits, Clock, TimeControl};
use crate::game::{Outcome, Seat};
use crate::ui::i18n::{Lang, T};

/// The time controls offered for `game_id`, quickest first: faster ones
/// for the games whose turns are quick to see (a step, a slide), slower
/// ones where a turn is a plan (walls, magnets, bounce chains). None for
/// Cancelletto, whose players are one team racing no one.
pub fn presets(game_id: &str) -> &'static [TimeControl] {
    const QUICK: &[TimeControl] = &[tc(3, 2), tc(5, 3), tc(10, 5), tc(15, 10)];
    const STEADY: &[TimeControl] = &[tc(5, 3), tc(10, 5), tc(15, 10), tc(30, 20)];
    match game_id {
        "cancelletto" => &[],
        "loa" | "ponte" | "byte" => QUICK,
        _ => STEADY,
    }
}

const fn tc(minutes: u16, increment_s: u16) -> TimeControl {
    TimeControl {
        minutes,
        increment_s,
    }
}

/// A clock for a new game of `game` at `control`: only where two sides
/// play each other (not four-player Quoridor, not a cooperative game),
/// since a flag ends the game with a win for the other side.
pub fn for_new_game(game: &dyn AnyGame, game_id: &str, control: TimeControl) -> Option<Clock> {
    offered(game, game_id).then(|| Clock::new(control, game.seat_count()))
}

/// Whether `game` may be played with a clock: two sides against each
/// other. A link or record that gives another game a clock is read without
/// it.
pub fn offered(game: &dyn AnyGame, game_id: &str) -> bool {
    game.seat_count() == 2 && !presets(game_id).is_empty()
}

/// The side that wins when `flagged` runs out of time in a two-sided game.
pub fn win_on_time(flagged: Seat) -> Outcome {
    Outcome::Win(Seat(1 - flagged.0.min(1)))
}

/// The end by a fallen flag in words: "Black wins: White ran out of
/// time", or with `headline` in place of who wins ("You won").
pub fn on_time_words(
    lang: Lang,
    game: &dyn AnyGame,
    flagged: Seat,
    headline: Option<&str>,
) -> String {
    let headline = match (headline, win_on_time(flagged)) {
        (Some(headline), _) => headline.to_string(),
        (None, Outcome::Win(winner)) => describe_outcome_of(lang, game, winner),
        (None, _) => String::new(),
    };
    let loser = lang.game(game.seat_name(flagged));
    format!("{headline}: {}", lang.f(T::OutOfTime, &[&loser]))
}

fn describe_outcome_of(lang: Lang, game: &dyn AnyGame, winner: Seat) -> String {
    lang.game(&format!("{} wins", game.seat_name(winner)))
        .into_owned()
}

/// Whose time runs, and since when.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Running {
    /// The seat to move at the game's latest position.
    pub seat: Seat,
    /// When its time last changed hands or was charged, in page milliseconds.
    pub since_ms: f64,
}

/// Charges the running seat for the time since it was last charged; true
/// when that leaves it no time (its flag falls and the clock stops).
pub fn charge(clock: &mut Clock, running: &mut Option<Running>, now_ms: f64) -> bool {
    let Some(run) = running.as_mut() else {
        return false;
    };
    let spent = (now_ms - run.since_ms).max(0.0) as u32;
    run.since_ms = now_ms;
    let flagged = clock.spend(run.seat, spent);
    if flagged {
        *running = None;
    }
    flagged
}

/// After a move at the latest position: the time it took is charged, the
/// mover gains the increment when its turn is over, and the time of the
/// seat now to move runs, unless the game has ended. True when the
/// charge made a flag fall (the move came too late and does not count).
pub fn after_move(
    clock: &mut Clock,
    running: &mut Option<Running>,
    mover: Seat,
    after: &dyn AnyGame,
    now_ms: f64,
) -> bool {
    if charge(clock, running, now_ms) {
        return true;
    }
    if after.turn_over(mover) {
        clock.add_increment(mover);
    }
    *running = (after.outcome().is_none() && clock.flagged().is_none()).then_some(Running {
        seat: after.to_move(),
        since_ms: now_ms,
    });
    false
}

/// The time `seat` has at `now_ms`, its running time taken off.
pub fn left_now(clock: &Clock, running: Option<Running>, seat: Seat, now_ms: f64) -> u32 {
    let left = clock.left_ms(seat);
    match running {
        Some(run) if run.seat == seat => {
            left.saturating_sub((now_ms - run.since_ms).max(0.0) as u32)
        }
        _ => left,
    }
}

/// The time on the face: `4:05`, tenths under ten seconds (`0:07.3`), and
/// hours for long games (`1:02:05`). Rounded down, so `0:00` is the flag.
pub fn face(ms: u32) -> String {
    let seconds = ms / 1000;
    let mut out = String::new();
    if seconds >= 3600 {
        push_number(&mut out, seconds / 3600);
        out.push(':');
        push_two_digits(&mut out, seconds / 60 % 60);
    } else {
        push_number(&mut out, seconds / 60);
    }
    out.push(':');
    push_two_digits(&mut out, seconds % 60);
    if ms < 10_000 {
        out.push('.');
        push_number(&mut out, ms / 100 % 10);
    }
    out
}

/// Whether the face shows tenths, so the page redraws it more often and
/// marks it as short of time.
pub fn is_short(ms: u32) -> bool {
    ms < 10_000
}

/// How long the computer thinks when its clock runs: its level's time, but
/// never more than a twentieth of what it has left plus most of the
/// increment, so it does not lose on time in a long game.
pub fn think_ms(level_ms: u32, left_ms: u32, increment_ms: u32) -> u32 {
    level_ms.min(left_ms / 20 + increment_ms * 3 / 4).max(20)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Record;

    fn loa() -> Box<dyn AnyGame> {
        Record::new("loa").start_position().unwrap()
    }

    #[test]
    fn two_sided_games_offer_a_clock_and_a_team_or_four_players_do_not() {
        let control = presets("loa")[1];
        assert_eq!(control.to_string(), "5+3");
        assert!(for_new_game(loa().as_ref(), "loa", control).is_some());
        let four = Record {
            options: vec![("players".into(), "4".into())],
            ..Record::new("quoridor")
        };
        let four = four.start_position().unwrap();
        assert!(for_new_game(four.as_ref(), "quoridor", control).is_none());
        let team = Record::new("cancelletto").start_position().unwrap();
        assert!(for_new_game(team.as_ref(), "cancelletto", control).is_none());
        assert!(!offered(team.as_ref(), "cancelletto") && !offered(four.as_ref(), "quoridor"));
        for info in crate::games::GAMES.iter() {
            let presets = presets(info.id);
            assert!(presets.windows(2).all(|w| w[0].base_ms() < w[1].base_ms()));
        }
    }

    #[test]
    fn a_move_charges_its_time_adds_the_increment_and_hands_the_clock_over() {
        let mut game = loa();
        let mut clock = Clock::new(TimeControl::parse("1+2").unwrap(), 2);
        let black = game.to_move();
        let mut running = Some(Running {
            seat: black,
            since_ms: 1000.0,
        });
        let first = game.legal_move_texts()[0].clone();
        game.play_text(&first).unwrap();
        assert!(!after_move(
            &mut clock,
            &mut running,
            black,
            game.as_ref(),
            6000.0
        ));
        assert_eq!(clock.left_ms(black), 60_000 - 5000 + 2000);
        let white = game.to_move();
        assert_eq!(running.map(|r| r.seat), Some(white));
        assert_eq!(left_now(&clock, running, white, 16_000.0), 50_000);
        assert_eq!(left_now(&clock, running, black, 16_000.0), 57_000);
        // White thinks past its minute: the flag falls, the clock stops.
        assert!(charge(&mut clock, &mut running, 66_001.0));
        assert_eq!(clock.flagged(), Some(white));
        assert_eq!(running, None);
        assert_eq!(win_on_time(white), Outcome::Win(black));
    }

    #[test]
    fn a_move_that_ends_the_game_stops_the_clock() {
        let record = Record::new("loa");
        let mut game = record.start_position().unwrap();
        let mut clock = Clock::new(TimeControl::parse("5+0").unwrap(), 2);
        let mut running = None;
        while game.outcome().is_none() {
            let mover = game.to_move();
            let mv = game.legal_move_texts()[0].clone();
            game.play_text(&mv).unwrap();
            after_move(&mut clock, &mut running, mover, game.as_ref(), 0.0);
            if game.outcome().is_none() {
                assert_eq!(running.map(|r| r.seat), Some(game.to_move()));
            }
        }
        assert_eq!(running, None);
    }

    #[test]
    fn a_flag_is_said_in_both_languages() {
        let game = loa();
        let black = game.to_move();
        let white = Seat(1 - black.0);
        assert_eq!(
            on_time_words(Lang::En, game.as_ref(), black, None),
            "White wins: Black ran out of time"
        );
        assert_eq!(
            on_time_words(Lang::It, game.as_ref(), white, None),
            "Vince il Nero: il Bianco ha finito il tempo"
        );
        assert_eq!(
            on_time_words(Lang::It, game.as_ref(), white, Some("Hai vinto")),
            "Hai vinto: il Bianco ha finito il tempo"
        );
    }

    #[test]
    fn the_face_reads_as_a_chess_clock() {
        assert_eq!(face(300_000), "5:00");
        assert_eq!(face(65_999), "1:05");
        assert_eq!(face(10_000), "0:10");
        assert_eq!(face(9_999), "0:09.9");
        assert_eq!(face(0), "0:00.0");
        assert_eq!(face(3_725_000), "1:02:05");
        assert!(is_short(9_999) && !is_short(10_000));
    }

    #[test]
    fn the_computer_thinks_less_when_its_time_is_short() {
        assert_eq!(think_ms(2000, 300_000, 3000), 2000);
        assert_eq!(think_ms(2000, 20_000, 0), 1000);
        assert_eq!(think_ms(2000, 0, 0), 20);
    }
}

//! Playing a friend on another device by link (correspondence, no server):
//! "Send your move" shares the game's link with the match and the seat it
//! is sent to (`ui::by_link`); the friend's page opens on the last move,
//! animated, knows the side it plays, and keeps the friend's pieces to the
//! friend. Each browser remembers, per match, its saved game and its side,
//! so a reply coming back continues the same saved game.

use web_sys::HtmlElement;

use super::page::{show_message, GamePage};
use crate::game::Seat;
use crate::ui::animation::Plan;
use crate::ui::by_link::{link_tail, new_match_id, read_remembered, remembered, ByLink};
use crate::ui::game_loop::Plays;
use crate::ui::i18n::T;
use crate::ui::view::AnyView;
use crate::web::dom::{self, find, now};

/// Where a browser keeps what it plays in a match.
fn key(match_id: &str) -> String {
    format!("tavoliere.match.{match_id}")
}

/// The saved game and seat this browser keeps for a match, if any.
pub fn known_match(match_id: &str) -> Option<(String, Seat)> {
    dom::load(&key(match_id)).and_then(|text| read_remembered(&text))
}

impl GamePage {
    /// Joins a match opened from a link: the reader plays `you`; the last
    /// move is shown being played when the link was just sent (`animate`).
    pub fn join_match(&mut self, by_link: ByLink, animate: bool) {
        let _ = dom::save(
            &key(&by_link.match_id),
            &remembered(&self.save_id, by_link.you),
        );
        // The friend plays the other side: not the computer.
        self.computer.plays = Plays::Nobody;
        self.by_link = Some(by_link);
        if animate && !self.history.moves().is_empty() {
            self.history.goto(self.history.moves().len() - 1);
            let before = self.history.current().scene();
            if self.history.redo() {
                let after = self.history.current().scene();
                let plan = Plan::new(&before, self.history.last_steps(), &after);
                self.animation = Some((plan, now()));
                self.schedule_frame();
            }
        }
        self.changed();
        if let Some(by_link) = &self.by_link {
            let lang = self.lang;
            let seat = lang.game(self.history.current().seat_name(by_link.you));
            self.inform(&lang.f(T::YouPlay, &[&seat]));
        }
    }

    /// The seat to move when a friend plays it on another device.
    pub(super) fn friend_seat_to_move(&self) -> Option<Seat> {
        let by_link = self.by_link.as_ref()?;
        let game = self.history.current();
        let seat = game.to_move();
        (game.outcome().is_none() && seat != by_link.you).then_some(seat)
    }

    /// "Send your move": shown at the latest move of a game people play
    /// (no computer, no clock: a match by link takes days) once a move is
    /// made, unless the move on show is the friend's, just received.
    pub(super) fn update_send_bar(&self) {
        let Some(bar) = find::<HtmlElement>(&self.root, "send-bar") else {
            return;
        };
        let last_mover = self.history.movers().last().copied();
        let show = self.computer.plays == Plays::Nobody
            && self.history.clock().is_none()
            && self.at_end()
            && self.history.current().seat_count() > 1
            && match (&self.by_link, last_mover) {
                (_, None) => false,
                (None, Some(_)) => true,
                (Some(by_link), Some(mover)) => mover == by_link.you,
            };
        bar.set_hidden(!show);
    }

    /// Shares the game's link, sent to the seat to move (the first time,
    /// starting a match in which this browser plays the last move's side).
    pub(super) fn send_move(&mut self) {
        let Some(&mover) = self.history.movers().last() else {
            return;
        };
        let by_link = match self.by_link.clone() {
            Some(by_link) => by_link,
            None => {
                let random = (js_sys::Math::random() * 2f64.powi(52)) as u64;
                let by_link = ByLink {
                    match_id: new_match_id(random),
                    you: mover,
                };
                let _ = dom::save(&key(&by_link.match_id), &remembered(&self.save_id, mover));
                self.by_link = Some(by_link.clone());
                // The address now names the match, for a reload.
                self.changed();
                by_link
            }
        };
        let game = self.history.current();
        // Sent to the seat to move, or when the game is over to the next one.
        let to = if game.outcome().is_none() {
            game.to_move()
        } else {
            Seat(((mover.0 as usize + 1) % game.seat_count()) as u8)
        };
        let url = format!(
            "{}{}",
            crate::web::sharing::share_link(&self.history.record()),
            link_tail(&by_link.match_id, Some(to))
        );
        let title = format!(
            "{} · Tavoliere",
            crate::web::pages::name(self.lang, self.info)
        );
        let message = self.message.clone();
        let done = self.lang.t(T::MoveLinkCopied);
        let refused = self.lang.t(T::CopyRefused);
        crate::web::sharing::share_or_copy(&url, &title, self.lang, done, move |text| {
            show_message(&message, text, text != refused)
        });
    }
}

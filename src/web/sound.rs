//! Short sounds for a move, a capture and the end of a game, made on the
//! spot with the Web Audio API (no sound files to download or cache),
//! muted by the header's switch, which the site's plain script draws and
//! remembers in localStorage (`www/shell/prefs.js`).
//!
//! Sound is on by default on the site (a move you hear is a move you
//! notice, as on lichess) and the switch is one tap away; embedded boards
//! never play any. The audio context is made on the first sound, which
//! always follows a tap or a click, as browsers require.

use std::cell::RefCell;

use web_sys::{AudioContext, OscillatorType};

use crate::ui::scene::Scene;

use super::dom;

/// Where the reader's choice is kept: `off` mutes, anything else plays.
const STORAGE_KEY: &str = "tavoliere.sound";

/// What just happened on the board, each with its own sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A piece moved or was placed: a short wooden knock.
    Move,
    /// A piece left the board: a lower, double knock.
    Capture,
    /// The game ended: a rising three-note chime.
    End,
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Whether sounds play: as the header's switch shows (it holds the choice
/// where storage is off), else as stored.
pub fn on() -> bool {
    let switch = dom::document()
        .query_selector("header.site button.sound-switch")
        .ok()
        .flatten()
        .and_then(|button| button.get_attribute("aria-pressed"));
    match switch {
        Some(pressed) => pressed != "false",
        None => dom::load(STORAGE_KEY).as_deref() != Some("off"),
    }
}

/// The sound for a move from `before` to `after`: the end of the game if
/// it ended, a capture if fewer pieces stand, else a move.
pub fn of_move(before: &Scene, after: &Scene, ended: bool) -> Sound {
    if ended {
        Sound::End
    } else if after.pieces.len() < before.pieces.len() {
        Sound::Capture
    } else {
        Sound::Move
    }
}

/// Plays `sound` unless muted; a browser without Web Audio stays silent.
pub fn play(sound: Sound) {
    if !on() {
        return;
    }
    CONTEXT.with(|slot| {
        let mut slot = slot.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
        if let Some(context) = slot.as_ref() {
            let _ = context.resume();
            let notes: &[(f32, f64, f64)] = match sound {
                // (frequency in Hz, start and length in seconds)
                Sound::Move => &[(520.0, 0.0, 0.07)],
                Sound::Capture => &[(330.0, 0.0, 0.08), (250.0, 0.09, 0.1)],
                Sound::End => &[(523.0, 0.0, 0.16), (659.0, 0.15, 0.16), (784.0, 0.3, 0.3)],
            };
            for &(frequency, start, length) in notes {
                let _ = tone(context, frequency, start, length, sound == Sound::End);
            }
        }
    });
}

/// One note: an oscillator through a gain that falls fast, so it knocks
/// rather than beeps.
fn tone(
    context: &AudioContext,
    frequency: f32,
    start: f64,
    length: f64,
    chime: bool,
) -> Result<(), wasm_bindgen::JsValue> {
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(if chime {
        OscillatorType::Sine
    } else {
        OscillatorType::Triangle
    });
    oscillator.frequency().set_value(frequency);
    let gain = context.create_gain()?;
    let at = context.current_time() + start;
    let volume = gain.gain();
    volume.set_value_at_time(0.0001, at)?;
    volume.exponential_ramp_to_value_at_time(0.25, at + 0.008)?;
    volume.exponential_ramp_to_value_at_time(0.0001, at + length)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(at)?;
    oscillator.stop_with_when(at + length + 0.02)?;
    Ok(())
}

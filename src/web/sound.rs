//! Short sounds for a move, a capture and the end of a game, made on the
//! spot with the Web Audio API (no sound files to download or cache), and
//! the header's switch that mutes them, remembered in localStorage.
//!
//! Sound is on by default on the site (a move you hear is a move you
//! notice, as on lichess) and the switch is one tap away; embedded boards
//! never play any. The audio context is made on the first sound, which
//! always follows a tap or a click, as browsers require.

use std::cell::RefCell;

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{AudioContext, Element, OscillatorType};

use crate::ui::i18n::{Lang, T};
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
    /// The switch's state for this page, where storage is off.
    static CHOSEN: RefCell<Option<bool>> = const { RefCell::new(None) };
}

/// Whether sounds play.
pub fn on() -> bool {
    CHOSEN
        .with(|c| *c.borrow())
        .unwrap_or_else(|| dom::load(STORAGE_KEY).as_deref() != Some("off"))
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

/// Writes the mute switch into the header (or refreshes it in the page's
/// language): a button pressed while sound is on.
pub fn show(lang: Lang) {
    let Some(button) = dom::header_control("button", "sound-switch") else {
        return;
    };
    let _ = button.set_attribute("type", "button");
    let on = on();
    let _ = button.set_attribute("aria-pressed", if on { "true" } else { "false" });
    let _ = button.set_attribute("aria-label", lang.t(T::SoundSwitch));
    let _ = button.set_attribute("title", lang.t(T::SoundSwitch));
    // A speaker, with waves while sound is on and a cross while muted (an
    // icon rather than an emoji, which not every system can show).
    let after = if on {
        "<path d=\"M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13\" fill=\"none\"/>"
    } else {
        "<path d=\"M16 9l6 6M22 9l-6 6\" fill=\"none\"/>"
    };
    button.set_inner_html(&format!(
        "<svg viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" aria-hidden=\"true\" \
         stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\">\
         <path d=\"M3 9.5v5h4l5 4v-13l-5 4z\" fill=\"currentColor\"/>{after}</svg>"
    ));
}

/// Listens to the mute switch. Keep the listener as long as the site runs.
pub fn listen() -> Option<EventListener> {
    let header = dom::document().query_selector("header.site").ok()??;
    Some(EventListener::new(&header, "click", move |event| {
        let pressed = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|e| e.closest("button.sound-switch").ok().flatten());
        if pressed.is_some() {
            let now_on = !on();
            CHOSEN.with(|c| *c.borrow_mut() = Some(now_on));
            let _ = dom::save(STORAGE_KEY, if now_on { "on" } else { "off" });
            show(super::lang::current());
            play(Sound::Move);
        }
    }))
}

//! Checking variations by the rules: each is played from the position its
//! move was played from, and its moves come back in canonical notation.

use crate::any_game::{AnyGame, PlayError};

use super::error::{RecordError, MAX_DEPTH};
use super::notes::Line;

/// Plays each of `lines` from `before` (the position the move they are
/// alternatives to was played from), rewriting their moves canonically.
/// `path` names where they hang ("variation for move 3"); `depth` is their
/// nesting, 1 for the main line's variations. Recursion is bounded by
/// `MAX_DEPTH`.
pub(crate) fn check(
    before: &dyn AnyGame,
    lines: &mut [Line],
    path: &str,
    depth: usize,
) -> Result<(), RecordError> {
    if depth > MAX_DEPTH {
        return Err(RecordError::TooDeep);
    }
    for (k, line) in lines.iter_mut().enumerate() {
        let here = if k == 0 {
            path.to_string()
        } else {
            format!("{path} (its {} alternative)", ordinal(k + 1))
        };
        check_line(before, line, &here, depth)?;
    }
    Ok(())
}

/// Plays one variation, then its own variations.
fn check_line(
    before: &dyn AnyGame,
    line: &mut Line,
    path: &str,
    depth: usize,
) -> Result<(), RecordError> {
    let wrap = |error: RecordError| RecordError::Variation {
        path: path.to_string(),
        error: Box::new(error),
    };
    if line.moves.is_empty() {
        return Err(wrap(RecordError::Movetext {
            part: "( )".into(),
            reason: "a variation has no moves".into(),
        }));
    }
    let mut position = before.clone_box();
    for (j, mv) in line.moves.iter_mut().enumerate() {
        let number = j + 1;
        if !mv.notes.variations.is_empty() {
            let inner = format!("{path} > variation for its move {number}");
            check(
                position.as_ref(),
                &mut mv.notes.variations,
                &inner,
                depth + 1,
            )?;
        }
        if position.outcome().is_some() {
            return Err(wrap(RecordError::AfterEnd {
                number,
                text: mv.text.clone(),
            }));
        }
        match position.play_text(&mv.text) {
            Ok(played) => mv.text = played,
            Err(PlayError::Parse(error)) => {
                return Err(wrap(RecordError::UnreadableMove { number, error }))
            }
            Err(PlayError::Illegal(error)) => {
                return Err(wrap(RecordError::IllegalMove { number, error }))
            }
        }
    }
    Ok(())
}

/// `2nd`, `3rd`, `4th`...
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

//! PGN's movetext for any of the games: moves with optional move numbers
//! (`1.`, `1...`), `{ comments }` (with lichess's `[%cal]`/`[%csl]`
//! shapes), `( variations )` nested, glyphs glued (`a7-c5!?`) or as `$N`.
//!
//! Read in one pass with an explicit stack of open lines, so 1 MB of `(`
//! costs one comparison each and never deep recursion; `MAX_DEPTH` and
//! `MAX_MOVES` (in all lines together) are checked as the text is read.

use super::error::{RecordError, MAX_DEPTH, MAX_MOVES};
use super::notes::{Comment, Glyph, Line, MoveNotes, NotedMove, Notes, Shape};

/// The main line's moves and notes (no tags) read from movetext.
pub(crate) fn parse(text: &str) -> Result<(Vec<String>, Notes), RecordError> {
    let err = |part: &str, reason: &str| RecordError::Movetext {
        part: part.to_string(),
        reason: reason.to_string(),
    };
    let mut stack: Vec<Line> = vec![Line::default()];
    let mut total = 0usize;
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        let Some(first) = rest.chars().next() else {
            break;
        };
        match first {
            '{' => {
                let end = rest.find('}').ok_or_else(|| {
                    err(
                        &preview(rest),
                        "a comment opened with `{` is not closed with `}`",
                    )
                })?;
                let comment = parse_comment(&rest[1..end])?;
                let line = stack.last_mut().expect("the main line is never popped");
                let target = match line.moves.last_mut() {
                    Some(mv) => &mut mv.notes.comment,
                    None => &mut line.intro,
                };
                merge(target, comment);
                rest = &rest[end + 1..];
            }
            '}' => return Err(err("}", "a `}` closes no comment")),
            '(' => {
                let line = stack.last().expect("the main line is never popped");
                if line.moves.is_empty() {
                    return Err(err(
                        &preview(rest),
                        "a variation is an alternative to the move before it, and there is none",
                    ));
                }
                if stack.len() > MAX_DEPTH {
                    return Err(RecordError::TooDeep);
                }
                stack.push(Line::default());
                rest = &rest[1..];
            }
            ')' => {
                if stack.len() == 1 {
                    return Err(err(")", "a `)` closes no variation"));
                }
                let variation = stack.pop().expect("checked above");
                if variation.moves.is_empty() {
                    return Err(err("( )", "a variation has no moves"));
                }
                let parent = stack.last_mut().expect("the main line is never popped");
                let mv = parent.moves.last_mut().expect("checked at `(`");
                mv.notes.variations.push(variation);
                rest = &rest[1..];
            }
            _ => {
                let len = rest
                    .find(|c: char| c.is_whitespace() || "{}()".contains(c))
                    .unwrap_or(rest.len());
                let token = &rest[..len];
                rest = &rest[len..];
                let line = stack.last_mut().expect("the main line is never popped");
                let token = strip_move_number(token);
                if token.starts_with('$') {
                    let glyph = Glyph::from_dollar(token)
                        .ok_or_else(|| err(token, "a glyph `$N` has a number from 0 to 255"))?;
                    add_glyph(line, glyph, token)?;
                    continue;
                }
                let bare = token.trim_end_matches(['!', '?']);
                let suffix = &token[bare.len()..];
                if !bare.is_empty() {
                    total += 1;
                    if total > MAX_MOVES {
                        return Err(RecordError::TooManyMoves);
                    }
                    line.moves.push(NotedMove {
                        text: bare.to_string(),
                        notes: MoveNotes::default(),
                    });
                }
                if !suffix.is_empty() {
                    let glyph = Glyph::from_symbol(suffix).ok_or_else(|| {
                        err(token, "a glyph is one of `!`, `?`, `!!`, `??`, `!?`, `?!`")
                    })?;
                    add_glyph(line, glyph, token)?;
                }
            }
        }
    }
    if stack.len() > 1 {
        return Err(err(
            "(",
            "a variation opened with `(` is not closed with `)`",
        ));
    }
    let main = stack.pop().expect("the main line is never popped");
    let mut notes = Notes {
        tags: Vec::new(),
        intro: main.intro,
        plies: Vec::with_capacity(main.moves.len()),
    };
    let mut moves = Vec::with_capacity(main.moves.len());
    for mv in main.moves {
        moves.push(mv.text);
        notes.plies.push(mv.notes);
    }
    notes.normalise();
    Ok((moves, notes))
}

/// The first few characters of `text`, to name where an error is.
fn preview(text: &str) -> String {
    text.chars().take(20).collect()
}

/// Gives the last move of `line` a glyph.
fn add_glyph(line: &mut Line, glyph: Glyph, token: &str) -> Result<(), RecordError> {
    match line.moves.last_mut() {
        Some(mv) => {
            mv.notes.glyphs.push(glyph);
            Ok(())
        }
        None => Err(RecordError::Movetext {
            part: token.to_string(),
            reason: "a glyph comes after the move it is about".into(),
        }),
    }
}

/// Drops leading move numbers such as `12.` or `3...` (glued or alone).
fn strip_move_number(mut token: &str) -> &str {
    loop {
        let digits = token.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && token[digits..].starts_with('.') {
            token = token[digits..].trim_start_matches('.');
        } else {
            return token;
        }
    }
}

/// Adds a second comment after the same move to the first.
fn merge(target: &mut Comment, comment: Comment) {
    if !comment.text.is_empty() {
        if !target.text.is_empty() {
            target.text.push(' ');
        }
        target.text.push_str(&comment.text);
    }
    target.shapes.extend(comment.shapes);
}

/// Reads a comment's inside: `[%cal ...]` and `[%csl ...]` become shapes,
/// everything else (other `[%...]` commands too) is the text.
fn parse_comment(inside: &str) -> Result<Comment, RecordError> {
    let mut text = String::new();
    let mut shapes = Vec::new();
    let mut rest = inside;
    while let Some(at) = rest.find("[%") {
        let after = &rest[at + 2..];
        let command = after.split_whitespace().next().unwrap_or("");
        let arrow = command == "cal";
        if !(arrow || command == "csl") {
            text.push_str(&rest[..at + 2]);
            rest = after;
            continue;
        }
        let close = after.find(']').ok_or_else(|| RecordError::Shape {
            text: preview(&rest[at..]),
            reason: "a `[%cal` or `[%csl` is closed with `]`".into(),
        })?;
        text.push_str(&rest[..at]);
        text.push(' ');
        let list = after[..close].trim_start()[3..].trim();
        for item in list.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            shapes.push(Shape::parse(item, arrow)?);
        }
        rest = &after[close + 1..];
    }
    text.push_str(rest);
    Ok(Comment {
        text: text.split_whitespace().collect::<Vec<_>>().join(" "),
        shapes,
    })
}

/// Writes the main line's moves with their notes (not the tags) as
/// canonical movetext: no move numbers, glyphs with symbols glued to the
/// move, the rest as `$N`, one comment per move with its shapes last.
pub(crate) fn write(moves: &[String], notes: &Notes) -> String {
    let mut out = String::new();
    write_comment(&mut out, &notes.intro);
    for (i, mv) in moves.iter().enumerate() {
        let empty = MoveNotes::default();
        write_move(&mut out, mv, notes.plies.get(i).unwrap_or(&empty));
    }
    out
}

/// Writes a comment as `{ text [%cal ...] [%csl ...] }`, if not empty.
fn write_comment(out: &mut String, comment: &Comment) {
    if comment.is_empty() {
        return;
    }
    push_token(out, "{");
    if !comment.text.is_empty() {
        push_token(out, &comment.text.replace('}', ")"));
    }
    for (command, arrows) in [("[%cal", true), ("[%csl", false)] {
        let items: Vec<String> = comment
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Arrow { .. }) == arrows)
            .map(Shape::to_string)
            .collect();
        if !items.is_empty() {
            push_token(out, &format!("{command} {}]", items.join(",")));
        }
    }
    push_token(out, "}");
}

/// Writes a move, its glyphs, its comment and its variations (recursing
/// once per nesting level, which reading bounds by `MAX_DEPTH`).
fn write_move(out: &mut String, text: &str, notes: &MoveNotes) {
    let mut token = text.to_string();
    let mut glyphs = notes.glyphs.iter();
    if let Some(symbol) = notes.glyphs.first().and_then(|g| g.symbol()) {
        token.push_str(symbol);
        glyphs.next();
    }
    push_token(out, &token);
    for glyph in glyphs {
        push_token(out, &format!("${}", glyph.number()));
    }
    write_comment(out, &notes.comment);
    for variation in &notes.variations {
        push_token(out, "(");
        write_comment(out, &variation.intro);
        for mv in &variation.moves {
            write_move(out, &mv.text, &mv.notes);
        }
        push_token(out, ")");
    }
}

/// Appends a token with a space before it, except at the start.
fn push_token(out: &mut String, token: &str) {
    if !out.is_empty() {
        out.push(' ');
    }
    out.push_str(token);
}

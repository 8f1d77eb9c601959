//! Quoting a stranger's text inside an error reply.
//!
//! An error that echoes its input must stay one short line whatever the
//! input was: a 10 MB move must not come back as a 10 MB reply, and a
//! control character must not reach the referee's terminal raw.

/// The most characters of the input an error quotes.
pub const QUOTE_CHARS: usize = 80;

/// `text` between backticks, its first `QUOTE_CHARS` characters only (then
/// `...` and the full length), control characters escaped (`\n`, `\u{7}`).
pub fn quote(text: &str) -> String {
    let mut out = String::from("`");
    for (shown, c) in text.chars().enumerate() {
        if shown == QUOTE_CHARS {
            let total = text.chars().count();
            out.push_str(&format!("...` ({total} characters)"));
            return out;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out.push('`');
    out
}

/// `message` with every long or unprintable input in `inputs` replaced by
/// its quoted form, for errors built elsewhere (a game's move parser) that
/// echo their input whole; the result is then cut to a few quotes' length.
pub fn tame(message: &str, inputs: &[&str]) -> String {
    let mut out = message.to_string();
    for input in inputs {
        let risky = input.chars().count() > QUOTE_CHARS || input.chars().any(char::is_control);
        if risky && !input.is_empty() && out.contains(input) {
            let quoted = quote(input);
            out = out.replace(&format!("`{input}`"), &quoted);
            out = out.replace(input, &quoted);
        }
    }
    let limit = QUOTE_CHARS * 4;
    if out.chars().count() > limit {
        out = out.chars().take(limit).collect::<String>() + "...";
    }
    out.chars()
        .flat_map(|c| {
            let escaped: Vec<char> = if c.is_control() {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_quoted_whole() {
        assert_eq!(quote("a1-a2"), "`a1-a2`");
    }

    #[test]
    fn long_text_is_cut_with_its_length() {
        let long = "x".repeat(1_000);
        let quoted = quote(&long);
        assert_eq!(quoted, format!("`{}...` (1000 characters)", "x".repeat(80)));
    }

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(quote("a\u{7}b\n"), "`a\\u{7}b\\n`");
    }

    #[test]
    fn a_long_input_echoed_by_a_parser_is_cut() {
        let long = "z".repeat(10_000);
        let message = format!("`{long}` is not a move");
        let tamed = tame(&message, &[&long]);
        assert!(tamed.len() < 200, "{tamed}");
        assert!(tamed.ends_with("is not a move"), "{tamed}");
    }
}

//! JSON strings for what the site's plain scripts read: the generated
//! `www/shell/data.js` and the saved games' cards in localStorage.
//!
//! The text lands inside a JavaScript module or a stored value read with
//! `JSON.parse`, so besides what JSON requires (quotes, backslashes,
//! control characters) it escapes `<`, `>` and `&` (no `</script>` or
//! comment can form) and the line and paragraph separators U+2028 and
//! U+2029, which older engines refuse inside a string literal.

/// `text` as a quoted JSON string, escaped as the module says.
pub fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", u32::from(ch)))
            }
            c if u32::from(c) < 0x20 || c == '\u{7f}' => {
                out.push_str(&format!("\\u{:04x}", u32::from(c)))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// An object of the given keys and already written values, in order.
pub fn object<K: AsRef<str>>(fields: impl IntoIterator<Item = (K, String)>) -> String {
    let body: Vec<String> = fields
        .into_iter()
        .map(|(key, value)| format!("{}:{value}", string(key.as_ref())))
        .collect();
    format!("{{{}}}", body.join(","))
}

/// An array of already written values.
pub fn array(values: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", values.into_iter().collect::<Vec<_>>().join(","))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_backslashes_controls_and_markup_are_escaped() {
        assert_eq!(string("a\"b\\c"), r#""a\"b\\c""#);
        assert_eq!(string("x\ny\u{1}"), r#""x\ny\u0001""#);
        assert_eq!(
            string("</script><!-- & \u{2028}"),
            r#""\u003c/script\u003e\u003c!-- \u0026 \u2028""#
        );
        assert_eq!(string("è · –"), "\"è · –\"");
    }

    #[test]
    fn objects_and_arrays_keep_their_order() {
        let value = object([("b", string("1")), ("a", array(["2".into(), "3".into()]))]);
        assert_eq!(value, r#"{"b":"1","a":[2,3]}"#);
    }
}

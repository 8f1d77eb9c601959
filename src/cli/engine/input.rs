//! Reading the engine's input as bytes, a bounded line at a time.
//!
//! A referee or a careless script may send anything: a stray byte that is
//! not UTF-8, a line of a hundred megabytes, a NUL. Each such line becomes
//! one error naming the problem, the session and its game go on, and a line
//! never takes more memory than `MAX_LINE` however long it is.

use std::fmt;
use std::io::{self, BufRead};

use super::quote::quote;

/// The longest line read, in bytes; the rest of a longer line is skipped.
pub const MAX_LINE: usize = 64 * 1024;

/// Why a line was not taken as a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineError {
    /// The line is longer than `MAX_LINE` bytes.
    TooLong {
        /// Its length in bytes, as far as it was counted.
        bytes: u64,
    },
    /// The line is not UTF-8 text.
    NotUtf8 {
        /// Where the first bad byte is.
        at: usize,
        /// That byte.
        byte: u8,
        /// The line, bad bytes shown as U+FFFD.
        lossy: String,
    },
    /// The line holds a control character other than a tab (NUL included).
    Control {
        /// The character.
        found: char,
        /// Its position in characters.
        at: usize,
        /// The line.
        line: String,
    },
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::TooLong { bytes } => write!(
                f,
                "line too long: {bytes} bytes, the limit is {MAX_LINE}; it was skipped"
            ),
            LineError::NotUtf8 { at, byte, lossy } => write!(
                f,
                "invalid UTF-8 (byte 0x{byte:02X} at {at}) in {}",
                quote(lossy)
            ),
            LineError::Control { found, at, line } => {
                let name = if *found == '\0' {
                    "NUL".to_string()
                } else {
                    format!("U+{:04X}", *found as u32)
                };
                write!(
                    f,
                    "control character {name} at column {} in {}",
                    at + 1,
                    quote(line)
                )
            }
        }
    }
}

/// A line as read: the text of a command, or why it is not one, with the
/// numeric id it began with (if it did), so the error can carry it.
pub type ReadLine = Result<String, (String, LineError)>;

/// Reads the next line from `input` (without its `\n` or `\r\n`), storing
/// at most `MAX_LINE` bytes; `None` at the end of input.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<ReadLine>> {
    let mut kept: Vec<u8> = Vec::new();
    let mut total: u64 = 0;
    let mut ended = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            break;
        }
        let (part, used) = match chunk.iter().position(|&b| b == b'\n') {
            Some(end) => {
                ended = true;
                (&chunk[..end], end + 1)
            }
            None => (chunk, chunk.len()),
        };
        total += part.len() as u64;
        let room = (MAX_LINE + 1).saturating_sub(kept.len());
        kept.extend_from_slice(&part[..part.len().min(room)]);
        input.consume(used);
        if ended {
            break;
        }
    }
    if !ended && total == 0 {
        return Ok(None);
    }
    if kept.last() == Some(&b'\r') && total as usize == kept.len() {
        kept.pop();
        total -= 1;
    }
    Ok(Some(check(kept, total)))
}

/// The text of a line of `total` bytes whose first bytes are `kept`, or its error.
fn check(kept: Vec<u8>, total: u64) -> ReadLine {
    if total > MAX_LINE as u64 {
        return Err((leading_id(&kept), LineError::TooLong { bytes: total }));
    }
    let text = match String::from_utf8(kept) {
        Ok(text) => text,
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let bytes = e.into_bytes();
            let byte = bytes.get(at).copied().unwrap_or(0);
            let lossy = String::from_utf8_lossy(&bytes).into_owned();
            return Err((leading_id(&bytes), LineError::NotUtf8 { at, byte, lossy }));
        }
    };
    match text
        .chars()
        .enumerate()
        .find(|(_, c)| c.is_control() && *c != '\t')
    {
        Some((at, found)) => Err((
            leading_id(text.as_bytes()),
            LineError::Control {
                found,
                at,
                line: text,
            },
        )),
        None => Ok(text),
    }
}

/// The command id a line starts with (digits then a space), or nothing.
fn leading_id(bytes: &[u8]) -> String {
    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    match bytes.get(digits) {
        Some(b' ' | b'\t') if digits > 0 && digits <= 19 => {
            String::from_utf8_lossy(&bytes[..digits]).into_owned()
        }
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<ReadLine> {
        let mut input = io::BufReader::with_capacity(7, bytes);
        let mut out = Vec::new();
        while let Some(line) = read_line(&mut input).unwrap() {
            out.push(line);
        }
        out
    }

    #[test]
    fn text_lines_come_whole_without_their_ends() {
        assert_eq!(
            lines(b"name\r\n2 play a1-a2\nlast"),
            vec![
                Ok("name".to_string()),
                Ok("2 play a1-a2".to_string()),
                Ok("last".to_string())
            ]
        );
    }

    #[test]
    fn a_bad_byte_spoils_only_its_line() {
        let got = lines(b"3 pl\xffay\nname\n");
        assert!(matches!(&got[0], Err((id, LineError::NotUtf8 { at: 4, .. })) if id == "3"));
        assert_eq!(got[1], Ok("name".to_string()));
    }

    #[test]
    fn a_long_line_is_counted_not_kept() {
        let mut bytes = vec![b'a'; MAX_LINE * 3];
        bytes.extend_from_slice(b"\nname\n");
        let got = lines(&bytes);
        assert_eq!(
            got[0],
            Err((
                String::new(),
                LineError::TooLong {
                    bytes: (MAX_LINE * 3) as u64
                }
            ))
        );
        assert_eq!(got[1], Ok("name".to_string()));
    }

    #[test]
    fn a_line_of_exactly_the_limit_is_read() {
        let mut bytes = vec![b'a'; MAX_LINE];
        bytes.push(b'\n');
        assert_eq!(lines(&bytes), vec![Ok("a".repeat(MAX_LINE))]);
    }

    #[test]
    fn nul_and_control_characters_are_named() {
        let got = lines(b"na\0me\nx\x1b[2J\n");
        assert!(matches!(
            &got[0],
            Err((
                _,
                LineError::Control {
                    found: '\0',
                    at: 2,
                    ..
                }
            ))
        ));
        let message = got[1].clone().unwrap_err().1.to_string();
        assert!(
            message.contains("U+001B") && message.contains("\\u{1b}"),
            "{message}"
        );
    }
}

//! Words in a game page's address that open one of its tools rather than
//! say anything of the game: `#game=loa&moves=b1-d3&analyse` opens the
//! page with the computer's analysis on, `#game=quoridor&edit` with the
//! board editor. They are taken out before the record is read (a record
//! link's parts are all `key=value`), and the page writes them back while
//! the tool is open, so a reload or a shared address opens it again.

/// The tools an address can open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PageFlags {
    /// `analyse` (or `analysis`): the computer's analysis of the shown position.
    pub analyse: bool,
    /// `edit`: the board editor.
    pub edit: bool,
}

impl PageFlags {
    /// Takes the flags out of an address's fragment (without its `#`):
    /// the rest, in order, and the flags found. A flag may be written bare
    /// or with any value (`analyse=1`), as people type them.
    pub fn split(fragment: &str) -> (String, PageFlags) {
        let mut flags = PageFlags::default();
        let rest: Vec<&str> = fragment
            .split('&')
            .filter(|part| {
                let key = part.split('=').next().unwrap_or_default();
                match key {
                    "analyse" | "analyze" | "analysis" => flags.analyse = true,
                    "edit" => flags.edit = true,
                    _ => return true,
                }
                false
            })
            .collect();
        (rest.join("&"), flags)
    }

    /// The flags as the address's tail: `&analyse`, `&edit` or nothing.
    pub fn tail(self) -> String {
        let mut tail = String::new();
        if self.edit {
            tail.push_str("&edit");
        }
        if self.analyse {
            tail.push_str("&analyse");
        }
        tail
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_are_taken_out_and_written_back() {
        let (rest, flags) = PageFlags::split("game=loa&moves=b1-d3&analyse");
        assert_eq!(rest, "game=loa&moves=b1-d3");
        assert_eq!(
            flags,
            PageFlags {
                analyse: true,
                edit: false
            }
        );
        assert_eq!(flags.tail(), "&analyse");
        let (rest, flags) = PageFlags::split("edit&game=quoridor&start=x&analysis=1");
        assert_eq!(rest, "game=quoridor&start=x");
        assert!(flags.edit && flags.analyse);
        assert_eq!(flags.tail(), "&edit&analyse");
    }

    #[test]
    fn other_parts_stay_as_they_are() {
        let (rest, flags) = PageFlags::split("game=loa&editor=x&moves=a");
        assert_eq!(rest, "game=loa&editor=x&moves=a");
        assert_eq!(flags, PageFlags::default());
        assert_eq!(PageFlags::split(""), (String::new(), PageFlags::default()));
    }
}

//! Any text pasted as a record, plain or annotated (comments, glyphs,
//! shapes, nested variations, headers): reading it, and replaying what was
//! read, must give a record or an error, never a panic. The same text is
//! also tried as a link. A record that replays builds the page's move tree
//! (`ui::history`), whose record reads back into the same tree.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tavoliere::record::Record;
use tavoliere::ui::history::History;

fuzz_target!(|text: &str| {
    if let Ok(record) = Record::parse_text(text) {
        if record.replay().is_ok() {
            let tree = History::from_record(&record).expect("a record that replays builds a tree");
            let written = tree.record();
            let again = History::from_record(&written).expect("the tree's record replays");
            assert_eq!(again.record(), written);
        }
        // What is written back reads back the same.
        assert_eq!(Record::parse_text(&record.to_text()).ok(), Some(record));
    }
    if let Ok(record) = Record::parse_fragment(text) {
        let _ = record.replay();
        assert_eq!(Record::parse_fragment(&record.to_fragment()).ok(), Some(record));
    }
});

//! Any URL fragment opened as a link: read, replayed, written back.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tavoliere::record::Record;

fuzz_target!(|fragment: &str| {
    if let Ok(record) = Record::parse_fragment(fragment) {
        let _ = record.replay();
        let _ = Record::parse_fragment(&record.to_fragment());
    }
});

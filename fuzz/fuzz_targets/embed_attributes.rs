//! Any attributes a blogger may write on <tavoliere-board>, and any
//! embed.html fragment: read and replayed, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;
use tavoliere::embed::{EmbedSpec, ATTRIBUTES};

fuzz_target!(|data: &str| {
    // Lines of `name=value`; a name that is a number picks a known attribute.
    let pairs: Vec<(String, String)> = data
        .lines()
        .filter_map(|line| line.split_once('='))
        .map(|(k, v)| {
            let name = k
                .parse::<usize>()
                .ok()
                .and_then(|i| ATTRIBUTES.get(i % ATTRIBUTES.len()))
                .map_or(k.to_string(), |a| a.to_string());
            (name, v.to_string())
        })
        .collect();
    if let Ok(spec) = EmbedSpec::from_attributes(&pairs) {
        let _ = spec.record.replay();
    }
    if let Ok(spec) = EmbedSpec::from_fragment(data) {
        let _ = spec.record.replay();
    }
});

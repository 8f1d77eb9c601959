//! Writes the registry's list of games (`every_game!`, src/games/mod.rs) for
//! the game features this build has on: a site bundle is built with one game
//! feature and holds that game's code alone; the command line and the tests
//! build with `all-games`.

use std::env;
use std::fs;
use std::path::Path;

/// Every game, in the order of the home page: its feature and its type.
const GAMES: [(&str, &str); 9] = [
    ("porta", "porta::Porta"),
    ("ponte", "ponte::Ponte"),
    ("cancelletto", "cancelletto::Cancelletto"),
    ("archimede", "archimede::Archimede"),
    ("loa", "loa::Loa"),
    ("byte", "byte::Byte"),
    ("magneton", "magneton::Magneton"),
    ("quoridor", "quoridor::Quoridor"),
    ("gyges", "gyges::Gyges"),
];

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let listed: String = GAMES
        .iter()
        .filter(|(feature, _)| {
            env::var_os(format!("CARGO_FEATURE_{}", feature.to_ascii_uppercase())).is_some()
        })
        .map(|(_, path)| format!("            $crate::games::{path},\n"))
        .collect();
    let source = format!(
        "/// Calls the macro `$then!` with the type of every game of this build, in\n\
         /// the order of the home page: the one list of games. The registry, the\n\
         /// view's table (`ui::view`) and the computer's (`ai::any_computer`) are all\n\
         /// built from it. `every_game!(then ! ARGS)` passes `ARGS;` ahead of the\n\
         /// list. Written by build.rs from the game features that are on.\n\
         #[macro_export]\n\
         macro_rules! every_game {{\n    \
             ($then:ident $(! $($arg:tt)*)?) => {{\n        \
                 $then! {{\n            \
                     $($($arg)*;)?\n{listed}        \
                 }}\n    \
             }};\n\
         }}\n"
    );
    let out = env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    fs::write(Path::new(&out).join("every_game.rs"), source).expect("OUT_DIR is writable");
}

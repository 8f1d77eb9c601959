//! The architecture, checked on the source (docs/ARCHITECTURE.md): imports
//! go one way between the layers (rules, then the board view and the
//! computer, then the command line and the browser), no two files import
//! each other however indirectly, and no file passes 700 lines, its tests
//! apart. The compiler checks the rules alone (`--no-default-features`);
//! these checks catch what it cannot: the view importing the computer, or a
//! circle inside one layer.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The most lines a source file may have, test modules not counted.
const MAX_LINES: usize = 700;

/// A layer of the crate, from the bottom up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Layer {
    Rules,
    View,
    Computer,
    CommandLine,
    Browser,
}

impl Layer {
    /// The layer a module belongs to, by its path: `ui` and every game's
    /// `view` are the view, `ai` and every game's `eval` the computer.
    fn of(module: &[String]) -> Layer {
        match module.first().map(String::as_str) {
            Some("web") => Layer::Browser,
            Some("cli") => Layer::CommandLine,
            Some("ai") => Layer::Computer,
            Some("ui") => Layer::View,
            _ if module.iter().any(|s| s == "eval") => Layer::Computer,
            _ if module.iter().any(|s| s == "view") => Layer::View,
            _ => Layer::Rules,
        }
    }

    /// Whether code of this layer may import code of `other`.
    fn may_use(self, other: Layer) -> bool {
        use Layer::*;
        match self {
            Rules => other == Rules,
            View => matches!(other, Rules | View),
            Computer => matches!(other, Rules | Computer),
            CommandLine => other != Browser,
            Browser => other != CommandLine,
        }
    }
}

/// One source file: its module path and its code without comments,
/// strings and test modules.
struct Source {
    file: PathBuf,
    module: Vec<String>,
    code: String,
}

fn sources() -> Vec<Source> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    collect(&root, &mut files);
    files
        .into_iter()
        .filter(|f| !f.starts_with(root.join("bin")) && f.file_name().unwrap() != "tests.rs")
        .map(|file| {
            let relative = file.strip_prefix(&root).unwrap().with_extension("");
            let mut module: Vec<String> = relative
                .iter()
                .map(|s| s.to_string_lossy().into_owned())
                .collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
                module.pop();
            }
            let text = fs::read_to_string(&file).unwrap();
            Source {
                code: without_tests(&strip(&text)),
                file,
                module,
            }
        })
        .collect()
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
}

/// The code with comments, string and char literals blanked (newlines kept).
fn strip(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                if chars[i] == '\n' {
                    out.push('\n');
                }
                i += 1;
            }
            i += 2;
        } else if c == '"' || (c == 'r' && next == Some('"')) {
            let raw = c == 'r';
            i += if raw { 2 } else { 1 };
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' && !raw {
                    i += 1;
                } else if chars[i] == '\n' {
                    out.push('\n');
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && chars.get(i + 2) == Some(&'\'') {
            out.push_str("' '");
            i += 3;
        } else if c == '\'' && next == Some('\\') {
            while i < chars.len() && !(chars[i] == '\'' && i > 0 && chars[i - 1] != '\\') {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The code without its `#[cfg(test)] mod ... { ... }` blocks.
fn without_tests(code: &str) -> String {
    let mut code = code.to_string();
    while let Some(at) = code.find("#[cfg(test)]") {
        let rest = &code[at..];
        let Some(open) = rest.find('{') else { break };
        let header = &rest[..open];
        if !header.contains("mod ") || header.contains(';') {
            code.replace_range(at..at + "#[cfg(test)]".len(), "");
            continue;
        }
        let mut depth = 0;
        let mut end = rest.len();
        for (i, c) in rest[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        code.replace_range(at..at + end, "");
    }
    code
}

/// Every path the code names from the crate's root or relative to its own
/// module (`crate::`, `super::`, `self::`), `use` trees expanded.
fn paths(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut inline = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = rest[..at].chars().last();
        inline.push_str(&rest[..at]);
        rest = &rest[at..];
        let Some(end) = rest.find(';') else { break };
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            inline.push_str("use ");
            rest = &rest[4..];
            continue;
        }
        let mut tree = Vec::new();
        expand("", &normalise(&rest[4..end]), &mut tree);
        found.extend(tree.into_iter().map(|p| match p.split_once('@') {
            Some((path, _)) => path.to_string(),
            None => p,
        }));
        rest = &rest[end..];
    }
    inline.push_str(rest);
    // Paths written inline, outside `use`: every `a::b` token.
    let code = inline.as_str();
    let mut token = String::new();
    for c in code.chars().chain([' ']) {
        if c.is_alphanumeric() || c == '_' || c == ':' {
            token.push(c);
        } else {
            let path = token.trim_matches(':');
            if path.contains("::") && !path.starts_with(|c: char| c.is_ascii_digit()) {
                found.push(path.to_string());
            }
            token.clear();
        }
    }
    found
}

/// A `use` tree without spaces, an alias `a as b` written `a@b`.
fn normalise(tree: &str) -> String {
    let spaced: Vec<&str> = tree.split_whitespace().collect();
    spaced.join(" ").replace(" as ", "@").replace(' ', "")
}

/// The names a module re-exports (`pub use a::B;`, `pub use a::C as D;`)
/// and the paths they stand for, as written in that module.
fn reexports(code: &str) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    for (at, _) in code.match_indices("pub") {
        let rest = &code[at + 3..];
        let rest = match rest.strip_prefix('(') {
            Some(scoped) => scoped.split_once(')').map_or("", |(_, r)| r),
            None => rest,
        };
        let Some(rest) = rest.trim_start().strip_prefix("use ") else {
            continue;
        };
        let Some(end) = rest.find(';') else { continue };
        let mut found = Vec::new();
        expand("", &normalise(&rest[..end]), &mut found);
        for path in found {
            let (path, name) = match path.split_once('@') {
                Some((path, alias)) => (path.to_string(), alias.to_string()),
                None => (
                    path.clone(),
                    path.rsplit("::").next().unwrap_or("").to_string(),
                ),
            };
            names.insert(name, path);
        }
    }
    names
}

/// Expands a `use` tree (`a::{b, c::{d, e}}`) into its paths.
fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let join = |p: &str| {
        if prefix.is_empty() {
            p.to_string()
        } else {
            format!("{prefix}::{p}")
        }
    };
    match tree.find('{') {
        None => {
            out.push(join(tree.trim_end_matches("::*")));
        }
        Some(open) => {
            let head = join(tree[..open].trim_end_matches("::"));
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let mut depth = 0;
            let mut part = String::new();
            for c in inner.chars().chain([',']) {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if c == ',' && depth == 0 {
                    if !part.is_empty() && part != "self" {
                        expand(&head, &part, out);
                    } else if part == "self" {
                        out.push(head.clone());
                    }
                    part.clear();
                } else {
                    part.push(c);
                }
            }
        }
    }
}

/// What is known of the crate's modules: which exist, and what each re-exports.
struct Modules {
    known: BTreeSet<Vec<String>>,
    reexports: BTreeMap<Vec<String>, BTreeMap<String, String>>,
}

impl Modules {
    /// The module that defines what a path names: the longest known module
    /// it starts with, followed through that module's re-exports (a name a
    /// parent re-exports is its child's); `None` for paths outside the crate
    /// or to the crate's root.
    fn resolve(&self, from: &[String], path: &str) -> Option<Vec<String>> {
        self.resolve_within(from, path, 8)
    }

    fn resolve_within(&self, from: &[String], path: &str, depth: u8) -> Option<Vec<String>> {
        let mut segments = path.split("::");
        let mut absolute: Vec<String> = match segments.next()? {
            "crate" => Vec::new(),
            "self" => from.to_vec(),
            "super" => from[..from.len().checked_sub(1)?].to_vec(),
            // A child module named without `self::`.
            child => {
                let mut module = from.to_vec();
                module.push(child.to_string());
                if !self.known.contains(&module) {
                    return None;
                }
                module
            }
        };
        for segment in segments {
            if segment == "super" {
                absolute.pop();
            } else {
                absolute.push(segment.to_string());
            }
        }
        let mut rest = Vec::new();
        while !absolute.is_empty() {
            if self.known.contains(&absolute) {
                let reexported = rest
                    .last()
                    .and_then(|name: &String| self.reexports.get(&absolute)?.get(name));
                if let (Some(target), Some(next)) = (reexported, depth.checked_sub(1)) {
                    if let Some(module) = self.resolve_within(&absolute, target, next) {
                        return Some(module);
                    }
                }
                return Some(absolute);
            }
            rest.push(absolute.pop()?);
        }
        None
    }
}

/// Each file's imports of other files, by module path.
fn graph(sources: &[Source]) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let modules = Modules {
        known: sources.iter().map(|s| s.module.clone()).collect(),
        reexports: sources
            .iter()
            .map(|s| (s.module.clone(), reexports(&s.code)))
            .collect(),
    };
    let mut edges = BTreeMap::new();
    for source in sources {
        let targets: BTreeSet<Vec<String>> = paths(&source.code)
            .iter()
            .filter_map(|p| modules.resolve(&source.module, p))
            .filter(|m| m != &source.module && !m.is_empty())
            .collect();
        edges.insert(source.module.clone(), targets);
    }
    edges.remove(&Vec::new());
    edges
}

fn name(module: &[String]) -> String {
    module.join("::")
}

#[test]
fn imports_go_down_the_layers() {
    let sources = sources();
    let mut wrong = Vec::new();
    for (from, targets) in graph(&sources) {
        for to in targets {
            let (a, b) = (Layer::of(&from), Layer::of(&to));
            if !a.may_use(b) {
                wrong.push(format!(
                    "{} ({a:?}) uses {} ({b:?})",
                    name(&from),
                    name(&to)
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn no_two_files_import_each_other() {
    let edges = graph(&sources());
    // Tarjan's strongly connected components.
    struct State<'a> {
        edges: &'a BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        index: BTreeMap<&'a Vec<String>, usize>,
        low: BTreeMap<&'a Vec<String>, usize>,
        stack: Vec<&'a Vec<String>>,
        on_stack: BTreeSet<&'a Vec<String>>,
        circles: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a Vec<String>) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.edges.get(v).into_iter().flatten() {
            let Some((w, _)) = s.edges.get_key_value(w) else {
                continue;
            };
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(name(w));
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                // Say which imports close the circle.
                let inside: Vec<String> = component
                    .iter()
                    .flat_map(|a| {
                        let from: Vec<String> = a.split("::").map(String::from).collect();
                        let targets = s.edges.get(&from).cloned().unwrap_or_default();
                        let component = &component;
                        targets
                            .into_iter()
                            .filter(move |b| component.contains(&name(b)))
                            .map(move |b| format!("  {a} -> {}", name(&b)))
                    })
                    .collect();
                s.circles
                    .push(vec![component.join(" <-> "), inside.join("\n")]);
            }
        }
    }
    let mut state = State {
        edges: &edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        circles: Vec::new(),
    };
    for v in edges.keys() {
        if !state.index.contains_key(v) {
            visit(&mut state, v);
        }
    }
    let circles: Vec<String> = state.circles.iter().map(|c| c.join("\n")).collect();
    assert!(
        circles.is_empty(),
        "files that import each other:\n{}",
        circles.join("\n")
    );
}

#[test]
fn no_file_passes_700_lines_tests_apart() {
    let long: Vec<String> = sources()
        .iter()
        .map(|s| (s, s.code.lines().count()))
        .filter(|(_, lines)| *lines > MAX_LINES)
        .map(|(s, lines)| format!("{} has {lines} lines", s.file.display()))
        .collect();
    assert!(
        long.is_empty(),
        "files over {MAX_LINES} lines:\n{}",
        long.join("\n")
    );
}

#[test]
fn every_module_is_the_file_its_path_names() {
    // `#[path]` would hide a module in another's file, and these checks
    // read a module's place from its file's.
    let moved: Vec<String> = sources()
        .iter()
        .filter(|s| s.code.contains("#[path"))
        .map(|s| s.file.display().to_string())
        .collect();
    assert!(
        moved.is_empty(),
        "modules moved by #[path]:\n{}",
        moved.join("\n")
    );
}

#[test]
fn the_checks_see_what_they_check() {
    // The parser reads use trees, relative paths and test modules as meant.
    let mut found = Vec::new();
    let tree = normalise("crate::game::{Game, Seat as S,\n options::{self, X}}");
    expand("", &tree, &mut found);
    assert_eq!(
        found,
        [
            "crate::game::Game",
            "crate::game::Seat@S",
            "crate::game::options",
            "crate::game::options::X"
        ]
    );
    let code = without_tests(&strip(
        "use super::a::B; // use crate::web::X;\nlet s = \"crate::cli\";\n#[cfg(test)]\nmod tests {\n    use crate::web::Y;\n}\n",
    ));
    assert_eq!(paths(&code), ["super::a::B"]);
    let module = |path: &str| path.split("::").map(String::from).collect::<Vec<_>>();
    let modules = Modules {
        known: ["games::loa", "games::loa::position", "ui"]
            .into_iter()
            .map(module)
            .collect(),
        reexports: [(
            module("games::loa"),
            reexports("pub use position::{Loa, Options as LoaOptions};"),
        )]
        .into_iter()
        .collect(),
    };
    let from = module("games::loa::view");
    assert_eq!(
        modules.resolve(&from, "super::Loa"),
        Some(module("games::loa::position"))
    );
    assert_eq!(
        modules.resolve(&module("web"), "crate::games::loa::LoaOptions"),
        Some(module("games::loa::position"))
    );
    assert_eq!(
        modules.resolve(&from, "super::rules"),
        Some(module("games::loa"))
    );
    assert_eq!(Layer::of(&from), Layer::View);
    assert!(!Layer::View.may_use(Layer::Computer));
    assert!(!Layer::Rules.may_use(Layer::View));
}

//! The still SVG picture of a position: well-formed XML, escaped text, the
//! pieces of a known position, and `tavoliere svg` on the command line.

#![cfg(not(target_arch = "wasm32"))]

use tavoliere::cli::run;
use tavoliere::record::Record;
use tavoliere::ui::draw::still::{data_url, position_svg, small_svg, title, SIZE};
use tavoliere::ui::draw::surface::{Baseline, Font, Surface};
use tavoliere::ui::draw::svg::Svg;
use tavoliere::ui::history::History;

/// Checks what an XML parser would: every tag closed in order, attribute
/// values quoted, no raw `<` or stray `&` in text or attributes. Returns
/// the names of the elements in document order.
fn well_formed(xml: &str) -> Result<Vec<String>, String> {
    let mut open: Vec<String> = Vec::new();
    let mut names = Vec::new();
    let mut rest = xml;
    let check_text = |text: &str| -> Result<(), String> {
        let mut parts = text.split('&');
        parts.next();
        for part in parts {
            let entity = part.split(';').next().unwrap_or_default();
            if !part.contains(';') || !["amp", "lt", "gt", "quot", "apos"].contains(&entity) {
                return Err(format!("stray & before `{}`", &part[..part.len().min(20)]));
            }
        }
        if text.contains('>') {
            return Err(format!("raw > in `{text}`"));
        }
        Ok(())
    };
    while let Some(start) = rest.find('<') {
        check_text(&rest[..start])?;
        let end = rest[start..].find('>').ok_or("a tag is never closed")? + start;
        let tag = &rest[start + 1..end];
        rest = &rest[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            match open.pop() {
                Some(top) if top == name => {}
                other => return Err(format!("</{name}> closes {other:?}")),
            }
            continue;
        }
        let self_closing = tag.ends_with('/');
        let body = tag.trim_end_matches('/');
        let name: String = body.chars().take_while(|c| !c.is_whitespace()).collect();
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(format!("bad element name in <{tag}>"));
        }
        // Attributes: name="value" pairs, values without < or raw quotes.
        let mut attrs = body[name.len()..].trim();
        while !attrs.is_empty() {
            let (key, after) = attrs
                .split_once("=\"")
                .ok_or_else(|| format!("unquoted attribute in <{tag}>"))?;
            if key.trim().is_empty() || key.trim().contains(char::is_whitespace) {
                return Err(format!("bad attribute name `{key}` in <{tag}>"));
            }
            let (value, after) = after
                .split_once('"')
                .ok_or_else(|| format!("unterminated attribute in <{tag}>"))?;
            if value.contains('<') {
                return Err(format!("< in attribute of <{tag}>"));
            }
            check_text(value)?;
            attrs = after.trim_start();
        }
        names.push(name.clone());
        if !self_closing {
            open.push(name);
        }
    }
    check_text(rest)?;
    if let Some(unclosed) = open.pop() {
        return Err(format!("<{unclosed}> is never closed"));
    }
    Ok(names)
}

fn history(line: &str) -> History {
    let record = Record::parse_fragment(line).expect("a good link");
    History::from_record(&record).expect("a legal record")
}

#[test]
fn every_game_draws_a_well_formed_picture_of_its_start() {
    for info in tavoliere::games::GAMES.iter() {
        let svg = position_svg(&history(&format!("game={}", info.id)), SIZE);
        let names = well_formed(&svg).unwrap_or_else(|e| panic!("{}: {e}\n{svg}", info.id));
        assert_eq!(
            names.first().map(String::as_str),
            Some("svg"),
            "{}",
            info.id
        );
        assert!(names.iter().any(|n| n == "title"), "{}", info.id);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>"));
    }
}

#[test]
fn the_lines_of_action_start_shows_twelve_men_a_side_and_no_last_move() {
    let svg = position_svg(&history("game=loa"), SIZE);
    // Each man is a lit disc outlined by its side's rim.
    assert_eq!(svg.matches("stroke=\"#000000\"").count(), 12, "dark men");
    assert_eq!(svg.matches("stroke=\"#4a4038\"").count(), 12, "light men");
    // The light and shade are gradients, written once and shared.
    let gradients = svg.matches("<radialGradient").count();
    assert!(
        (1..=6).contains(&gradients),
        "{gradients} radial gradients for 24 men"
    );
    assert!(
        svg.contains("fill=\"url(#g"),
        "pieces filled with a gradient"
    );
    assert!(
        !svg.contains("rgb(155,199,0)"),
        "no last move before any move"
    );
    // All 64 squares and the coordinates a-h, 1-8.
    assert_eq!(svg.matches("fill=\"#b58863\"").count(), 32);
    assert_eq!(svg.matches("fill=\"#f0d9b5\"").count(), 32);
    // The wood's grain: one path of curves, drawn once.
    assert_eq!(svg.matches("stroke=\"rgb(92,58,26)\"").count(), 1, "grain");
    for label in ["a", "h", "1", "8"] {
        assert!(svg.contains(&format!(">{label}</text>")), "label {label}");
    }
    assert!(svg.contains("<title>Lines of Action after 0 moves: Black to move</title>"));
}

#[test]
fn the_last_move_is_marked_and_a_capture_leaves_one_man_fewer() {
    let svg = position_svg(
        &history("game=loa&moves=b1-d3+a7-c5+e1-e3+h2-f2+d3xh3"),
        SIZE,
    );
    well_formed(&svg).unwrap();
    assert_eq!(svg.matches("stroke=\"#000000\"").count(), 12);
    assert_eq!(
        svg.matches("stroke=\"#4a4038\"").count(),
        11,
        "one light man taken"
    );
    // Origin and destination of the last move, in the last-move tint.
    assert_eq!(
        svg.matches("fill=\"rgb(155,199,0)\" fill-opacity=\"0.45\"")
            .count(),
        2
    );
}

#[test]
fn text_and_colours_are_escaped_and_translated() {
    let mut svg = Svg::new(100.0, 50.0, "a <b> & \"c\" 'd'", "#ffffff");
    svg.set_font(Font {
        px: 12.0,
        bold: true,
    });
    svg.set_text_baseline(Baseline::Middle);
    svg.set_fill_style_str("rgba(10, 20, 30, 0.5)");
    svg.fill_text("x < y && z > \"w\"", 10.0, 20.0);
    svg.clip_rect(0.0, 0.0, 10.0, 10.0);
    svg.set_global_alpha(0.25);
    svg.begin_path();
    svg.circle(5.0, 5.0, 3.0);
    svg.fill();
    // Left open on purpose: `finish` closes it.
    let text = svg.finish();
    well_formed(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(text.contains("<title>a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;</title>"));
    assert!(text.contains(">x &lt; y &amp;&amp; z &gt; &quot;w&quot;</text>"));
    assert!(text.contains("fill=\"rgb(10,20,30)\" fill-opacity=\"0.5\""));
    assert!(text.contains("font-weight=\"bold\""));
    assert!(text.contains("opacity=\"0.25\""));
    assert!(text.contains("clip-path=\"url(#clip1)\""));
}

#[test]
fn the_title_says_the_game_the_move_and_the_state() {
    let h = history("game=magneton&moves=d4");
    assert_eq!(title(&h), "Magneton after 1 move: White to move");
}

#[test]
fn a_data_url_holds_no_character_an_attribute_or_url_would_break_on() {
    let svg = position_svg(&history("game=quoridor&moves=e2+e8+e3h"), SIZE);
    let url = data_url(&svg);
    assert!(url.starts_with("data:image/svg+xml,%3Csvg"));
    for bad in ['"', '<', '>', '#', '\n'] {
        assert!(!url.contains(bad), "{bad:?} in the data URL");
    }
}

fn cli(line: &[&str]) -> Result<String, String> {
    let args: Vec<String> = line.iter().map(|s| s.to_string()).collect();
    run(&args).map(|o| o.stdout).map_err(|e| e.0)
}

#[test]
fn the_command_line_draws_the_position_after_the_moves_or_a_ply() {
    let end = cli(&["svg", "loa", "--moves", "b1-d3 a7-c5"]).unwrap();
    well_formed(&end).unwrap();
    assert!(end.contains("after 2 moves"));
    let first = cli(&["svg", "loa", "--moves", "b1-d3 a7-c5", "--ply", "1"]).unwrap();
    assert!(first.contains("after 1 move: White to move"));
    assert_ne!(end, first);
    let options = cli(&["svg", "quoridor", "--opt", "players=4", "--size", "300"]).unwrap();
    assert!(options.contains("width=\"300\""));
    well_formed(&options).unwrap();
}

#[test]
fn the_command_line_refuses_bad_input_with_a_reason() {
    let cases: [(&[&str], &str); 6] = [
        (&["svg", "nope"], "no game called `nope`"),
        (&["svg", "loa", "--moves", "b1-d4"], "not a legal move"),
        (
            &["svg", "loa", "--moves", "b1-d3", "--ply", "3"],
            "only 1 move",
        ),
        (&["svg", "loa", "--ply", "x"], "whole number"),
        (&["svg", "loa", "--size", "9"], "64 to 4096"),
        (&["svg", "loa", "extra"], "takes one GAME"),
    ];
    for (line, reason) in cases {
        let error = cli(line).expect_err(&format!("{line:?} must fail"));
        assert!(error.contains(reason), "{line:?}: {error}");
    }
    assert!(cli(&["svg"]).unwrap_err().contains("missing GAME"));
}

#[test]
fn the_well_formedness_check_itself_catches_broken_xml() {
    for broken in [
        "<svg><g></svg>",
        "<svg><rect x=1/></svg>",
        "<svg><text>a & b</text></svg>",
        "<svg><text>a < b</text></svg>",
        "<svg>",
        "<svg><rect x=\"1\"></svg>",
    ] {
        assert!(well_formed(broken).is_err(), "{broken} passed");
    }
    assert!(well_formed("<svg><g><rect x=\"1\"/></g><text>&amp;</text></svg>").is_ok());
}

#[test]
fn the_blog_example_picture_is_what_the_command_line_draws_today() {
    // www/blog-loa.svg is the no-script picture of the example post's first
    // board; when the drawing changes, make it again with this command.
    let today = cli(&[
        "svg",
        "loa",
        "--moves",
        "b1-d3 a7-c5 e1-e3 h2-f2 d3xh3",
        "--ply",
        "2",
    ])
    .unwrap();
    let shipped = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/blog-loa.svg"))
        .expect("www/blog-loa.svg");
    assert!(
        shipped == today,
        "www/blog-loa.svg is stale: tavoliere svg loa --moves \"b1-d3 a7-c5 e1-e3 h2-f2 d3xh3\" --ply 2 > www/blog-loa.svg"
    );
}

#[test]
fn gradients_are_written_once_and_shared_by_reference() {
    use tavoliere::ui::draw::surface::Spread;
    let mut svg = Svg::new(100.0, 100.0, "g", "#ffffff");
    let stops = [(0.0, "#ffffff"), (1.0, "rgba(0, 0, 0, 0.5)")];
    for x in [10.0, 50.0] {
        svg.set_fill_gradient(
            (x, 10.0, 20.0, 20.0),
            Spread::Radial { fx: 0.3, fy: 0.3 },
            &stops,
        );
        svg.begin_path();
        svg.circle(x + 10.0, 20.0, 10.0);
        svg.fill();
    }
    svg.set_fill_gradient((0.0, 0.0, 100.0, 10.0), Spread::Vertical, &stops);
    svg.fill_rect(0.0, 0.0, 100.0, 10.0);
    let text = svg.finish();
    well_formed(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(text.matches("<radialGradient").count(), 1, "{text}");
    assert_eq!(text.matches("fill=\"url(#g0)\"").count(), 2, "{text}");
    assert!(
        text.contains("<linearGradient id=\"g1\" x2=\"0\" y2=\"1\">"),
        "{text}"
    );
    assert!(text.contains("fill=\"url(#g1)\""));
    assert!(text.contains("stop-color=\"rgb(0,0,0)\" stop-opacity=\"0.5\""));
}

#[test]
fn every_game_s_small_picture_is_well_formed_and_draws_as_many_men() {
    for info in tavoliere::games::GAMES.iter() {
        let h = history(&format!("game={}", info.id));
        let svg = small_svg(&h, SIZE);
        // The checker reads double quotes; the small picture writes single.
        let text = svg.replace('\'', "\"");
        well_formed(&text).unwrap_or_else(|e| panic!("{}: {e}\n{svg}", info.id));
        assert!(svg.len() < position_svg(&h, SIZE).len(), "{}", info.id);
    }
}

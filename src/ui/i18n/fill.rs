//! Templates with holes, shared by the page's texts and the games' phrases.

/// Fills the holes of a template: `{}` takes the next argument, `{0}` to
/// `{9}` a given one (Italian often names things in another order).
/// Missing arguments leave the hole empty.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut next = 0;
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}');
        let index = match close {
            Some(0) => {
                next += 1;
                Some(next - 1)
            }
            Some(1) => after[..1].parse::<usize>().ok(),
            _ => None,
        };
        match (index, close) {
            (Some(i), Some(c)) => {
                out.push_str(args.get(i).copied().unwrap_or(""));
                rest = &after[c + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

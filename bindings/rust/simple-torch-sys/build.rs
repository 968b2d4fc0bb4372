//! Link libsimple_torch_ffi.so, with an rpath to its folder so that tests and programs run without LD_LIBRARY_PATH.
//!
//! The folder is the first of these that answers:
//! 1. $SIMPLE_TORCH_LIB_DIR;
//! 2. `pkg-config --variable=libdir simple-torch` (an install's lib/pkgconfig, or a build tree's
//!    build/lib/pkgconfig, on PKG_CONFIG_PATH);
//! 3. `simple-torch-config --libdir` (a wheel install of simple-torch);
//! 4. this repository's build/lib (`make lib`).
//!
//! If the folder that answers has no library, the build stops and says which source named it.
//! Dependents read the folder as DEP_SIMPLE_TORCH_FFI_LIBDIR (this package `links` simple_torch_ffi).

use std::env;
use std::path::PathBuf;
use std::process::Command;

const LIBRARY: &str = "libsimple_torch_ffi.so";

/// The folder a command prints (trimmed), or None when the command is missing or fails.
fn printed_dir(program: &str, args: &[&str]) -> Option<PathBuf> {
    let out = Command::new(program).args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let dir = text.trim();
    (out.status.success() && !dir.is_empty()).then(|| PathBuf::from(dir))
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    for var in ["SIMPLE_TORCH_LIB_DIR", "PKG_CONFIG_PATH", "PATH"] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let build_tree = manifest.join("../../../build/lib");
    let (source, dir) = if let Some(dir) = env::var_os("SIMPLE_TORCH_LIB_DIR") {
        ("$SIMPLE_TORCH_LIB_DIR", PathBuf::from(dir))
    } else if let Some(dir) = printed_dir("pkg-config", &["--variable=libdir", "simple-torch"]) {
        ("pkg-config simple-torch", dir)
    } else if let Some(dir) = printed_dir("simple-torch-config", &["--libdir"]) {
        ("simple-torch-config --libdir", dir)
    } else {
        ("this repository's build/lib", build_tree)
    };
    if !dir.join(LIBRARY).is_file() {
        panic!(
            "simple-torch-sys: no {LIBRARY} in {} (named by {source}): run `make lib` at the repository root, \
             `make install`, or set SIMPLE_TORCH_LIB_DIR or PKG_CONFIG_PATH",
            dir.display()
        );
    }
    // An absolute path, so that the rpath works from wherever a program runs.
    let dir = dir.canonicalize().expect("the library's folder exists");
    println!("cargo:rerun-if-changed={}", dir.join(LIBRARY).display());
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rustc-link-lib=dylib=simple_torch_ffi");
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
    println!("cargo:libdir={}", dir.display());
}

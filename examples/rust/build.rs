//! An rpath to libsimple_torch_ffi.so's folder, which the simple-torch crate passes on (DEP_SIMPLE_TORCH_LIBDIR),
//! so that the program runs without LD_LIBRARY_PATH. A link argument does not pass from a dependency on its own.

fn main() {
    let dir = std::env::var("DEP_SIMPLE_TORCH_LIBDIR").expect("the simple-torch crate names the library's folder");
    println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
}
